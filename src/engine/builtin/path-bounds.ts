export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface PathBounds extends Bounds {
  /** Longest side of the largest subpath: two eyes in one path are still two small marks. */
  largestPart: number;
}

const COMMAND_ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * Bounds of an SVG path from its end and control points. Control points may lie outside the curve,
 * so this can be a little larger than the drawn shape; that is fine for sizing and layout.
 */
export function pathBounds(d: string): PathBounds | null {
  const bounds: PathBounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity, largestPart: 0 };
  let part: Bounds = emptyBounds();
  const closePart = (): void => {
    if (Number.isFinite(part.minX)) {
      bounds.largestPart = Math.max(bounds.largestPart, part.maxX - part.minX, part.maxY - part.minY);
    }
    part = emptyBounds();
  };
  const add = (px: number, py: number): void => {
    for (const target of [bounds, part]) {
      target.minX = Math.min(target.minX, px);
      target.minY = Math.min(target.minY, py);
      target.maxX = Math.max(target.maxX, px);
      target.maxY = Math.max(target.maxY, py);
    }
  };
  const reader = new PathReader(d);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  while (!reader.isDone()) {
    const next = reader.readCommand();
    if (next) {
      command = next;
      if (command.toLowerCase() === 'z') {
        x = startX;
        y = startY;
        continue;
      }
    }
    const lower = command.toLowerCase();
    const argCount = COMMAND_ARGS[lower];
    if (argCount === undefined || argCount === 0) return finish(bounds, closePart);
    const args: number[] = [];
    for (let k = 0; k < argCount; k++) {
      // Arc flags are single digits and may be written without separators ("a1 1 0 011 0").
      const value = lower === 'a' && (k === 3 || k === 4) ? reader.readFlag() : reader.readNumber();
      if (value === null) return finish(bounds, closePart);
      args.push(value);
    }
    const isRelative = command === lower;
    if (lower === 'm' && next) closePart();
    const ox = isRelative ? x : 0;
    const oy = isRelative ? y : 0;
    switch (lower) {
      case 'h':
        x = args[0]! + ox;
        break;
      case 'v':
        y = args[0]! + oy;
        break;
      case 'a': {
        const endX = args[5]! + ox;
        const endY = args[6]! + oy;
        for (const [px, py] of sampleArc(x, y, args[0]!, args[1]!, args[2]!, args[3]!, args[4]!, endX, endY)) add(px, py);
        x = endX;
        y = endY;
        break;
      }
      default:
        for (let k = 0; k < args.length - 2; k += 2) add(args[k]! + ox, args[k + 1]! + oy);
        x = args[args.length - 2]! + ox;
        y = args[args.length - 1]! + oy;
    }
    add(x, y);
    if (lower === 'm') {
      startX = x;
      startY = y;
      // Further pairs after a moveto are linetos.
      command = isRelative ? 'l' : 'L';
    }
  }
  return finish(bounds, closePart);
}

const NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/y;

class PathReader {
  private position = 0;
  constructor(private readonly text: string) {}

  isDone(): boolean {
    this.skipSeparators();
    return this.position >= this.text.length;
  }

  readCommand(): string | null {
    this.skipSeparators();
    const char = this.text[this.position];
    if (char && /[a-zA-Z]/.test(char)) {
      this.position++;
      return char;
    }
    return null;
  }

  readFlag(): number | null {
    this.skipSeparators();
    const char = this.text[this.position];
    if (char !== '0' && char !== '1') return null;
    this.position++;
    return Number(char);
  }

  readNumber(): number | null {
    this.skipSeparators();
    NUMBER.lastIndex = this.position;
    const match = NUMBER.exec(this.text);
    if (!match) return null;
    this.position += match[0].length;
    return Number(match[0]);
  }

  private skipSeparators(): void {
    while (this.position < this.text.length && /[\s,]/.test(this.text[this.position]!)) this.position++;
  }
}

/** Points along an SVG arc (endpoint to centre parameterisation, SVG spec F.6.5). */
function sampleArc(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: number,
  sweep: number,
  x2: number,
  y2: number,
): Array<[number, number]> {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [[x2, y2]];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const scale = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (scale > 1) {
    rx *= Math.sqrt(scale);
    ry *= Math.sqrt(scale);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const factor = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number): number =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = vectorAngle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = vectorAngle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (sweep === 0 && delta > 0) delta -= 2 * Math.PI;
  if (sweep === 1 && delta < 0) delta += 2 * Math.PI;
  const points: Array<[number, number]> = [];
  const steps = 12;
  for (let k = 1; k <= steps; k++) {
    const t = start + (delta * k) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    points.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  return points;
}

function emptyBounds(): Bounds {
  return { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
}

function finish(bounds: PathBounds, closePart: () => void): PathBounds | null {
  closePart();
  return Number.isFinite(bounds.minX) ? bounds : null;
}
