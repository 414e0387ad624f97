/**
 * Splits a stream of text into lines (without the '\n'). Each chunk is searched once, so a line of many
 * megabytes (a large GridFS chunk) costs linear time; a last line without '\n' is yielded too.
 */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pieces: string[] = [];
  for await (const chunk of chunks) {
    let start = 0;
    for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', start)) {
      pieces.push(chunk.slice(start, newline));
      yield pieces.join('');
      pieces = [];
      start = newline + 1;
    }
    if (start < chunk.length) pieces.push(chunk.slice(start));
  }
  if (pieces.length > 0) yield pieces.join('');
}
