/** /project/:id and the fixed paths like /project/toothsome both end in the project id. */
export function projectIdFromPath(pathname: string): string {
  return decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
}
