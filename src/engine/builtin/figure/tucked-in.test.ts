import { describe, expect, it } from 'vitest';
import { drawFigure, figureBox } from './draw-figure';
import type { FigureSpec } from './figure-context';
import type { FigureKindName } from './kinds';

const creature = (kind: FigureKindName): FigureSpec => ({ kind, hair: null, hasBeard: false, outfit: null, accessories: [], prop: null });
const tuckedInWidth = (kind: FigureKindName): number => figureBox(creature(kind), { pose: 'tucked-in', cx: 1000, groundY: 1500, height: 1000, linePx: 8, detail: 'high' }).width;

describe('tucked in', () => {
  it("shows a tail coming out from under the blanket's foot end (round 12: a dragon asleep was any child in bed)", () => {
    // A fox and a koala share a build; only the fox has a tail, and it lies out past the blanket.
    expect(tuckedInWidth('fox') - tuckedInWidth('koala')).toBeGreaterThan(100);
  });

  it('covers the sleeper with a patchwork quilt, seams across it and along it (round 15: a plain blanket lump)', () => {
    // Seams are lines finer than the outline; a koala standing has none, so they are the quilt's.
    const seams = (pose: 'tucked-in' | 'standing'): number => {
      const { markup } = drawFigure(creature('koala'), { pose, cx: 1000, groundY: 1500, height: 1000, linePx: 8, detail: 'medium' });
      return [...markup.matchAll(/fill="none" stroke="#000" stroke-width="([\d.]+)"/g)].filter((match) => Number(match[1]) < 8).length;
    };
    expect(seams('standing')).toBe(0);
    expect(seams('tucked-in')).toBeGreaterThanOrEqual(3);
  });
});
