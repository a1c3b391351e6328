/**
 * A small XML well-formedness check for the SVGs we write: one root, tags balanced and properly
 * nested, attributes quoted and unique, only characters XML 1.0 allows, only the five predefined entities (or numeric ones), no
 * raw `<` or `&` in text. Returns the problems found (empty when well-formed).
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const text = (s: string, where: number): void => {
    const bad = s.match(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
    if (bad) problems.push(`bad entity at ${where}`);
    if (s.includes('<')) problems.push(`raw < at ${where}`);
  };
  // XML 1.0's Char production: no C0 controls but tab, LF, CR; no U+FFFE/U+FFFF; no lone surrogates.
  const forbidden = xml.search(
    /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
  );
  if (forbidden >= 0) problems.push(`character XML forbids at ${forbidden}`);
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      if (xml.slice(i).trim()) problems.push('text after the root');
      break;
    }
    const between = xml.slice(i, lt);
    if (stack.length === 0 && between.trim()) problems.push(`text outside the root at ${i}`);
    text(between, i);
    const gt = xml.indexOf('>', lt);
    if (gt < 0) {
      problems.push(`unclosed tag at ${lt}`);
      break;
    }
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}> at ${lt}`);
    } else {
      const selfClosing = tag.endsWith('/');
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const m = body.match(/^([A-Za-z_][\w:.-]*)(.*)$/s);
      if (!m) {
        problems.push(`bad tag name at ${lt}`);
        break;
      }
      const [, name, rest] = m as unknown as [string, string, string];
      const attrRe = /\s+([A-Za-z_][\w:.-]*)="([^"]*)"/gy;
      const seen = new Set<string>();
      let pos = 0;
      let am: RegExpExecArray | null;
      while ((am = attrRe.exec(rest)) !== null) {
        if (seen.has(am[1]!)) problems.push(`duplicate attribute ${am[1]} at ${lt}`);
        seen.add(am[1]!);
        text(am[2]!, lt);
        pos = attrRe.lastIndex;
      }
      if (rest.slice(pos).trim())
        problems.push(`bad attributes in <${name}> at ${lt}: ${rest.slice(pos, pos + 40)}`);
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name);
    }
    i = gt + 1;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
