// Test support (imported only by *.test.ts): the text a generated PDF shows, to read a document back.
import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated and the strings of their text operators joined. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(source))) {
    const start = m.index + m[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (e.g. an image)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1]!, 'hex').toString('latin1'),
      );
      out.push(pieces.join(''));
    }
    streams.lastIndex = end;
  }
  return out.join('\n');
}
