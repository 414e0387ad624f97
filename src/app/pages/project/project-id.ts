/**
 * /project/:id and the fixed paths like /project/toothsome both end in the project id. A broken
 * percent-encoding names no project (404), rather than failing the render.
 */
export function projectIdFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
