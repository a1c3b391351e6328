/**
 * Just enough of a PDF reader to check Chromium's print-to-PDF: the pages with their paper size,
 * and each page's text, decoded through the fonts' ToUnicode maps (Chromium writes text as
 * glyph ids of subset fonts). Not a general PDF parser: it reads what Chromium writes.
 */
import { inflateSync } from 'node:zlib';

export interface PdfPage {
  readonly width: number;
  readonly height: number;
  readonly text: string;
}

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const s = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (s >= 0 && body.startsWith('<<')) {
      dict = body.slice(0, s);
      const len = /\/Length (\d+)/.exec(dict);
      const dataStart = start + s + 'stream'.length + (body[s + 6] === '\r' ? 2 : 1);
      const raw = pdf.subarray(dataStart, dataStart + Number(len?.[1] ?? 0));
      try {
        stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      } catch {
        stream = null;
      }
    }
    out.set(Number(m[1]), { dict, stream });
  }
  return out;
}

/** A ToUnicode CMap as glyph code (hex) → text. */
function cmapOf(stream: Buffer): Map<string, string> {
  const map = new Map<string, string>();
  const text = stream.toString('latin1');
  const hexText = (h: string) =>
    String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(m[1]!.toUpperCase(), hexText(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const first = parseInt(m[3]!, 16);
      for (let c = lo; c <= hi && c - lo < 65536; c++)
        map.set(
          c.toString(16).toUpperCase().padStart(m[1]!.length, '0'),
          String.fromCodePoint(first + c - lo),
        );
    }
  return map;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** The pages of a PDF Chromium printed, in order, with their text. */
export function pdfPages(pdf: Buffer): PdfPage[] {
  const objs = objects(pdf);
  const kids: number[] = [];
  for (const o of objs.values()) {
    if (!/\/Type \/Pages\b/.test(o.dict)) continue;
    const k = /\/Kids \[([^\]]*)\]/.exec(o.dict);
    for (const m of (k?.[1] ?? '').matchAll(/(\d+) 0 R/g)) kids.push(Number(m[1]));
  }
  return kids.flatMap((id): PdfPage[] => {
    const page = objs.get(id);
    if (!page || !/\/Type \/Page\b/.test(page.dict)) return [];
    const box =
      /\/MediaBox \[([^\]]+)\]/.exec(page.dict)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    // The page's fonts: resource name → ToUnicode map.
    const resId = ref(page.dict, 'Resources');
    const res = resId !== null ? (objs.get(resId)?.dict ?? '') : page.dict;
    const fontDictId = ref(res, 'Font');
    const fontDict =
      fontDictId !== null
        ? (objs.get(fontDictId)?.dict ?? '')
        : (/\/Font <<([^>]*)>>/.exec(res)?.[1] ?? '');
    const fonts = new Map<string, Map<string, string>>();
    for (const m of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const tu = ref(objs.get(Number(m[2]))?.dict ?? '', 'ToUnicode');
      const stream = tu !== null ? objs.get(tu)?.stream : null;
      if (stream) fonts.set(m[1]!, cmapOf(stream));
    }
    const contentIds = [...(/\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(page.dict) ?? [])]
      .slice(1)
      .filter(Boolean)
      .flatMap((s) => [...s!.matchAll(/(\d+)/g)].map((x) => Number(x[1])))
      .filter((n, i, a) => a.indexOf(n) === i && objs.get(n)?.stream);
    let text = '';
    for (const cid of contentIds) {
      const ops = objs.get(cid)!.stream!.toString('latin1');
      let font: Map<string, string> | undefined;
      for (const m of ops.matchAll(
        /\/(\w+) [\d.]+ Tf|(\[(?:[^\]]*)\]\s*TJ|<[0-9A-Fa-f]*>\s*Tj)/g,
      )) {
        if (m[1]) {
          font = fonts.get(m[1]);
          continue;
        }
        for (const h of m[2]!.matchAll(/<([0-9A-Fa-f]*)>/g))
          for (const code of h[1]!.match(/.{4}/g) ?? [])
            text += font?.get(code.toUpperCase()) ?? '';
        text += ' ';
      }
    }
    return [{ width: box[2] ?? 0, height: box[3] ?? 0, text }];
  });
}
