/**
 * Reads a Chrome performance trace (page.tracing) of a scroll: how much main-thread CPU each frame
 * of the page cost, and how many frames Chrome's own frame reporter counted as dropped.
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame_reporter?: { state?: string; affects_smoothness?: boolean } };
}

export interface FrameTrace {
  /** Main-thread CPU time (thread time, so independent of other load on the machine) per frame, ms. */
  cpuPerFrameMedianMs: number;
  cpuPerFrameP95Ms: number;
  /** Share of the scroll's wall time the page's main thread spent on the CPU. */
  mainThreadBusyPct: number;
  /** Chrome's frame reporter: frames that had an update and were dropped (or partly) to the detriment of smoothness. */
  reporterDroppedPct: number;
  reporterFrames: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export function analyseTrace(json: string): FrameTrace {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  // The page's renderer is the one whose main thread runs the rAF callbacks.
  const frames = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const pid = frames[0]?.pid;
  const tasks = events
    .filter((e) => e.pid === pid && e.name === 'ThreadControllerImpl::RunTask' && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts);

  // A frame runs from the task that fired its rAF callbacks to the task that fired the next frame's.
  // Every rAF callback is its own FireAnimationFrame event; those of one frame share a task.
  const frameTaskStarts = [...new Set(frames.map((frame) => {
    let start = frame.ts;
    for (const t of tasks) {
      if (t.ts > frame.ts) break;
      if (t.ts + (t.dur ?? 0) >= frame.ts) start = t.ts;
    }
    return start;
  }))];
  const perFrame: number[] = [];
  for (let i = 0; i + 1 < frameTaskStarts.length; i++) {
    const from = frameTaskStarts[i]!;
    const to = frameTaskStarts[i + 1]!;
    perFrame.push(tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000);
  }
  perFrame.sort((a, b) => a - b);
  const span = frames.length > 1 ? frames[frames.length - 1]!.ts - frames[0]!.ts : 1;
  const busy = tasks.filter((t) => t.ts >= frames[0]!.ts && t.ts <= frames[frames.length - 1]!.ts).reduce((sum, t) => sum + (t.tdur ?? 0), 0);

  const reports = events.filter((e) => e.name === 'PipelineReporter' && e.ph === 'b' && e.pid === pid).map((e) => e.args?.frame_reporter);
  const wanted = reports.filter((r) => r?.state && r.state !== 'STATE_NO_UPDATE_DESIRED');
  const dropped = wanted.filter((r) => r!.affects_smoothness && (r!.state === 'STATE_DROPPED' || r!.state === 'STATE_PRESENTED_PARTIAL'));

  return {
    cpuPerFrameMedianMs: percentile(perFrame, 0.5),
    cpuPerFrameP95Ms: percentile(perFrame, 0.95),
    mainThreadBusyPct: (100 * busy) / span,
    reporterDroppedPct: (100 * dropped.length) / Math.max(1, wanted.length),
    reporterFrames: wanted.length,
  };
}
