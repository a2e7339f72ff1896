/**
 * Makes src/engine/photo/testing/crayon-drawing.jpg, the photo-page tests' child's crayon drawing: no openly
 * licensed photo of a real one was found in Debian or npm packages, so this draws one the way a child would
 * (a house, a sun, a stick person, a tree, a dog, wobbly strokes, the sun coloured in) and makes it look
 * photographed: waxy broken strokes, paper grain, uneven light, a slight tilt. Seeded, so it is reproducible.
 * Run: npx tsx scripts/make-crayon-drawing.ts
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 1000;
const HEIGHT = 750;
const OUT = fileURLToPath(new URL('../src/engine/photo/testing/crayon-drawing.jpg', import.meta.url));

let seed = 20261126;
/** Mulberry32: the same drawing on every run. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

type Point = [number, number];

/** A hand-drawn stroke through the points: each leg wanders sideways and the hand overshoots a little. */
function wobbly(points: Point[], wobble = 6): string {
  const out: Point[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const length = Math.hypot(x1 - x0, y1 - y0);
    const steps = Math.max(2, Math.round(length / 14));
    const phase = random() * Math.PI * 2;
    for (let s = i === 0 ? 0 : 1; s <= steps; s++) {
      const t = s / steps;
      const side = Math.sin(t * Math.PI * 2 * (length / 160) + phase) * wobble + (random() - 0.5) * wobble * 0.6;
      const [nx, ny] = [-(y1 - y0) / (length || 1), (x1 - x0) / (length || 1)];
      out.push([x0 + (x1 - x0) * t + nx * side, y0 + (y1 - y0) * t + ny * side]);
    }
  }
  return `M${out.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}`;
}

/** A loop drawn by hand: it starts and ends a little apart, as a child's circle does. */
function loop(cx: number, cy: number, rx: number, ry: number, wobble = 3): string {
  const points: Point[] = [];
  const start = random() * Math.PI * 2;
  for (let a = 0; a <= 24; a++) {
    const angle = start + (a / 24) * Math.PI * 2.06;
    points.push([cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry]);
  }
  return wobbly(points, wobble);
}

/** Back-and-forth colouring-in over a disc, the way a child fills the sun. */
function scribbleDisc(cx: number, cy: number, r: number): string {
  const points: Point[] = [];
  for (let y = cy - r + 6; y < cy + r - 6; y += 9) {
    const half = Math.sqrt(Math.max(0, r * r - (y - cy) ** 2)) - 5;
    points.push([cx - half, y], [cx + half, y + 4.5]);
  }
  return wobbly(points, 2);
}

function stroke(d: string, colour: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function drawingSvg(): string {
  const red = '#c8283a';
  const brown = '#7a4a22';
  const blue = '#2452b8';
  const green = '#2f9a3a';
  const yellow = '#f2b705';
  const orange = '#e8731c';
  const black = '#262626';
  const parts: string[] = [];
  // The house: walls, roof, door, two windows with crosses.
  parts.push(stroke(wobbly([[150, 330], [150, 560], [420, 560], [420, 330], [150, 330]]), red, 9));
  parts.push(stroke(wobbly([[130, 335], [285, 190], [440, 335]]), brown, 10));
  parts.push(stroke(wobbly([[255, 560], [255, 450], [320, 450], [320, 560]]), blue, 8));
  parts.push(stroke(wobbly([[180, 370], [240, 370], [240, 425], [180, 425], [180, 370]], 2), blue, 7));
  parts.push(stroke(wobbly([[340, 370], [395, 370], [395, 425], [340, 425], [340, 370]], 2), blue, 7));
  parts.push(stroke(wobbly([[210, 372], [210, 423]], 1.5), blue, 6), stroke(wobbly([[182, 397], [238, 397]], 1.5), blue, 6));
  parts.push(stroke(wobbly([[367, 372], [367, 423]], 1.5), blue, 6), stroke(wobbly([[342, 397], [393, 397]], 1.5), blue, 6));
  // The sun, coloured in, with rays.
  parts.push(stroke(scribbleDisc(140, 120, 58), yellow, 12));
  parts.push(stroke(loop(140, 120, 62, 60), orange, 9));
  for (let ray = 0; ray < 9; ray++) {
    const angle = (ray / 9) * Math.PI * 2 + 0.2;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    parts.push(stroke(wobbly([[140 + c * 78, 120 + s * 76], [140 + c * 112, 120 + s * 108]], 2), orange, 8));
  }
  // A stick person with a round head and a smile.
  parts.push(stroke(loop(560, 330, 34, 36), black, 7));
  parts.push(stroke(wobbly([[560, 367], [562, 480]]), black, 7));
  parts.push(stroke(wobbly([[510, 400], [560, 415], [612, 395]]), black, 7));
  parts.push(stroke(wobbly([[562, 480], [528, 560]]), black, 7), stroke(wobbly([[562, 480], [598, 560]]), black, 7));
  parts.push(`<circle cx="548" cy="322" r="5" fill="${black}"/><circle cx="573" cy="322" r="5" fill="${black}"/>`);
  parts.push(stroke(wobbly([[544, 342], [560, 352], [577, 341]], 1), red, 5));
  // The tree: a trunk and a round crown.
  parts.push(stroke(wobbly([[833, 660], [837, 430]]), brown, 9), stroke(wobbly([[877, 660], [873, 430]]), brown, 9));
  parts.push(stroke(loop(855, 345, 82, 80, 7), green, 10));
  // The dog: body, head, ears, legs and a tail, in brown.
  parts.push(stroke(loop(660, 610, 58, 28, 3), brown, 8));
  parts.push(stroke(loop(730, 578, 26, 24, 2), brown, 8));
  parts.push(stroke(wobbly([[712, 562], [700, 540], [720, 556]], 1), brown, 7));
  for (const x of [622, 645, 680, 700]) parts.push(stroke(wobbly([[x, 632], [x + 2, 670]], 1), brown, 7));
  parts.push(stroke(wobbly([[603, 600], [578, 575]], 1), brown, 7));
  parts.push(`<circle cx="738" cy="574" r="4" fill="${black}"/>`);
  // Grass along the bottom.
  const grass: Point[] = [];
  for (let x = 40; x < 960; x += 26) grass.push([x, 700], [x + 13, 672 + random() * 10]);
  parts.push(stroke(wobbly(grass, 1.5), green, 7));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${parts.join('')}</svg>`;
}

/** Wax: a stroke drags over the paper's tooth and leaves gaps, more across a stroke's grain than along it. */
function waxy(rgba: Buffer): void {
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const x = i % WIDTH;
    const y = (i - x) / WIDTH;
    const tooth = Math.sin(x * 1.7 + y * 0.9) * Math.sin(y * 2.3 - x * 0.4) * 0.5 + random() * 0.8;
    if (tooth > 0.72) rgba[i * 4 + 3] = Math.round(rgba[i * 4 + 3]! * 0.25);
    else if (tooth > 0.55) rgba[i * 4 + 3] = Math.round(rgba[i * 4 + 3]! * 0.7);
  }
}

/** Off-white paper lit from the top left, with grain. */
function paper(): Buffer {
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const light = 1 - 0.14 * (x / WIDTH) - 0.1 * (y / HEIGHT) - 0.08 * Math.hypot(x / WIDTH - 0.5, y / HEIGHT - 0.5);
      const grain = (random() - 0.5) * 8;
      const i = (y * WIDTH + x) * 3;
      rgb[i] = Math.max(0, Math.min(255, 247 * light + grain));
      rgb[i + 1] = Math.max(0, Math.min(255, 242 * light + grain));
      rgb[i + 2] = Math.max(0, Math.min(255, 230 * light + grain));
    }
  }
  return rgb;
}

async function main(): Promise<void> {
  const strokes = await sharp(Buffer.from(drawingSvg())).ensureAlpha().raw().toBuffer();
  waxy(strokes);
  const sheet = await sharp(paper(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: strokes, raw: { width: WIDTH, height: HEIGHT, channels: 4 } }])
    .blur(0.7)
    .png()
    .toBuffer();
  // Photographed: turned a little and cropped inside the sheet, so the corners the turn opens are cut off.
  const turned = await sharp(sheet).rotate(-2.5, { background: '#ffffff' }).png().toBuffer({ resolveWithObject: true });
  const inset = 45;
  await sharp(turned.data)
    .extract({ left: inset, top: inset, width: turned.info.width - 2 * inset, height: turned.info.height - 2 * inset })
    .resize({ width: WIDTH, height: HEIGHT, fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(OUT);
  console.log(`wrote ${OUT}`);
}

await main();
