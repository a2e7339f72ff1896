import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { handShape, poseBiped } from './biped';
import { drawFigure } from './draw-figure';
import { containsPoint } from './geometry';
import { FIGURE_KINDS } from './kinds';
import { BIPED_POSES } from './poses';

function sitting(description: string): ReturnType<typeof drawFigure> {
  const figure = createCharacterSpec('Test', description).figure;
  if (!figure) throw new Error(`no figure for ${description}`);
  return drawFigure(figure, { pose: 'sitting', cx: 500, groundY: 1000, height: 800, linePx: 10, detail: 'medium' });
}

describe('sitting on a seat seen from the side', () => {
  it.each(['a girl with curly hair and glasses', 'a curious astronaut', 'a grandfather with a beard and a cane'])('shows both legs of %s, the far foot set back from the near one', (description) => {
    // With the far leg right behind the near one, both shins and shoes read as one block and the far leg seemed missing (round 12).
    const { feet, seat, hips } = sitting(description).anchors;
    const legRadius = seat.y - hips.y;
    expect(feet.front.x - feet.back.x).toBeGreaterThan(legRadius * 2.5);
    expect(Math.abs(feet.front.y - feet.back.y)).toBeLessThan(legRadius * 0.5);
  });

  it('draws a shin more than twice as long as the leg is wide', () => {
    const figure = createCharacterSpec('Test', 'a girl with curly hair and glasses').figure!;
    const { plan } = FIGURE_KINDS[figure.kind];
    const { knees, ankles } = poseBiped(plan, BIPED_POSES.sitting, 1);
    expect(Math.hypot(ankles.front.x - knees.front.x, ankles.front.y - knees.front.y)).toBeGreaterThan(plan.legRadius * 4);
  });
});

describe('a paw', () => {
  it('has three toe bumps round its end with notches between them, not a plain ball', () => {
    // The forearm hangs straight down: along the paw is +y.
    const r = 40;
    const paw = handShape('paw', { x: 500, y: 500 }, { x: 500, y: 300 }, r, { thumbToward: { x: 1, y: 0 } });
    const at = (across: number, along: number): { x: number; y: number } => ({ x: 500 + across * r, y: 500 + along * r });
    for (const toe of [at(0, 1.78), at(0.72, 1.62), at(-0.72, 1.62)]) expect(containsPoint(paw, toe)).toBe(true);
    for (const notch of [at(0.41, 1.7), at(-0.41, 1.7)]) expect(containsPoint(paw, notch)).toBe(false);
  });
});
