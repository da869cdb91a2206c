/**
 * The text a PDF drawn by pdfkit shows, for assertions: its content streams are inflated (pdfkit deflates them)
 * and each text-showing operator's hex strings decoded, one string per operator.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const data = Buffer.from(m[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = m[1];
    }
    const ops = /\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      texts.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}
