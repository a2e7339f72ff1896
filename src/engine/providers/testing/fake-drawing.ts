import sharp from 'sharp';

/**
 * What the fake providers answer with: a real drawing of `figures` simple characters in a grid, deliberately
 * imperfect like model output (light gray shading, a few noise specks, an anti-aliased JPEG-ish softness)
 * so the product's linework step has real work to do.
 */
export async function drawFakeLineArt(input: { figures: number; width: number; height: number }): Promise<Buffer> {
  const { width, height } = input;
  const figures = Math.max(1, Math.min(input.figures, 6));
  const columns = figures <= 1 ? 1 : 2;
  const rows = Math.ceil(figures / columns);
  const cellWidth = width / columns;
  const cellHeight = height / rows;
  const stroke = Math.max(4, Math.round(width / 160));
  const shapes: string[] = [];
  for (let index = 0; index < figures; index++) {
    const cx = cellWidth * (index % columns) + cellWidth / 2;
    const top = cellHeight * Math.floor(index / columns) + cellHeight * 0.1;
    const unit = Math.min(cellWidth, cellHeight) / 10;
    // Each pose tilts the arms differently so the poses are distinct.
    const armLift = ((index % 3) - 1) * unit * 1.5;
    shapes.push(
      `<circle cx="${cx}" cy="${top + unit * 1.6}" r="${unit * 1.4}" fill="#d8d8d8"/>`,
      `<circle cx="${cx - unit * 0.5}" cy="${top + unit * 1.4}" r="${unit * 0.2}" fill="#000"/>`,
      `<circle cx="${cx + unit * 0.5}" cy="${top + unit * 1.4}" r="${unit * 0.2}" fill="#000"/>`,
      `<path d="M ${cx - unit * 0.6} ${top + unit * 2.1} Q ${cx} ${top + unit * 2.6} ${cx + unit * 0.6} ${top + unit * 2.1}" fill="none"/>`,
      `<rect x="${cx - unit * 1.3}" y="${top + unit * 3.2}" width="${unit * 2.6}" height="${unit * 3}" rx="${unit * 0.6}" fill="#c8c8c8"/>`,
      `<path d="M ${cx - unit * 1.3} ${top + unit * 3.8} L ${cx - unit * 2.8} ${top + unit * 4.5 - armLift}" fill="none"/>`,
      `<path d="M ${cx + unit * 1.3} ${top + unit * 3.8} L ${cx + unit * 2.8} ${top + unit * 4.5 + armLift}" fill="none"/>`,
      `<path d="M ${cx - unit * 0.7} ${top + unit * 6.2} L ${cx - unit * 1.1} ${top + unit * 8.2}" fill="none"/>`,
      `<path d="M ${cx + unit * 0.7} ${top + unit * 6.2} L ${cx + unit * 1.1} ${top + unit * 8.2}" fill="none"/>`,
    );
  }
  const specks = [0.07, 0.31, 0.58, 0.83]
    .map((f, i) => `<circle cx="${width * f}" cy="${height * (0.95 - i * 0.29)}" r="1.2" fill="#222"/>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fdfdfd"/>` +
    `<g stroke="#111" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</g>` +
    `${specks}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
