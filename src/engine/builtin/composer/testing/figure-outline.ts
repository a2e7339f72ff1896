/** The corners of the page's first drawn figure's outlines (every absolute M, L and Q point), where the page drew them. */
export function figureOutlinePoints(body: string): Array<{ x: number; y: number }> {
  const at = body.indexOf('<g fill-rule="evenodd"');
  if (at < 0) return [];
  // A figure moved into place (seated on a prop) is wrapped in a translate of its own.
  const shift = /<g transform="translate\(([\d.-]+) ([\d.-]+)\)">$/.exec(body.slice(0, at));
  const [dx, dy] = shift ? [Number(shift[1]), Number(shift[2])] : [0, 0];
  let depth = 0;
  const end = [...body.slice(at).matchAll(/<g\b|<\/g>/g)].find((tag) => (depth += tag[0] === '</g>' ? -1 : 1) === 0)!.index!;
  const outlines = [...body.slice(at, at + end).matchAll(/ d="([^"]*)"/g)].map((match) => match[1]).join(' ');
  return [...outlines.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]) + dx, y: Number(match[2]) + dy }));
}
