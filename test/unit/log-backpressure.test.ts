import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stdoutDestination } from '../../src/server/logger';

/** A pipe nobody reads yet: a FIFO opened for reading and writing, so opening it does not wait. */
function unreadPipe(): number {
  const fifo = path.join(mkdtempSync(path.join(os.tmpdir(), 'log-pipe-')), 'stdout');
  execFileSync('mkfifo', [fifo]);
  return openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
}

test('a stalled stdout holds at most the pending cap of log lines, drops the rest and says how many', async () => {
  const fd = unreadPipe();
  const warnings: string[] = [];
  const stderrWrite = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    warnings.push(String(chunk));
    return true;
  });
  try {
    const cap = 256 * 1024;
    const stream = stdoutDestination(cap, fd) as unknown as NodeJS.EventEmitter & { write(line: string): boolean; _len: number };
    let drops = 0;
    stream.on('drop', () => drops++);
    const line = `${JSON.stringify({ msg: 'request completed', pad: 'x'.repeat(200) })}\n`;
    // 2 MB of lines into a 64 KB pipe that is not read.
    for (let i = 0; i < 8_000; i++) stream.write(line);
    expect(drops).toBeGreaterThan(0);
    expect(stream._len).toBeLessThanOrEqual(cap);

    // The reader catches up: the pipe drains, and the loss is reported once.
    const drained = new Promise((resolve) => stream.once('drain', resolve));
    const buffer = Buffer.alloc(1 << 16);
    const reader = setInterval(() => {
      try {
        while (readSync(fd, buffer) > 0);
      } catch {
        // EAGAIN: nothing to read right now.
      }
    }, 5);
    await drained;
    clearInterval(reader);
    await new Promise((resolve) => setImmediate(resolve));
    const reports = warnings.map((text) => JSON.parse(text) as { dropped: number; msg: string });
    expect(reports).toEqual([expect.objectContaining({ dropped: drops, msg: 'log lines dropped: stdout was not read' })]);
  } finally {
    stderrWrite.mockRestore();
    closeSync(fd);
  }
});
