import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { poseBiped } from './biped';
import { drawFigure, figurePose } from './draw-figure';
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

  it.each(['a girl with curly hair and glasses', 'a curious astronaut'])('rests the near hand of %s on top of the lap, ahead of the tummy and clear of the shins', (description) => {
    // Hung down to the hip, the hand lay over the thigh's underside where the shins start, and thigh, hand, shins and
    // shoes read as one slab (round 15, Mia and Nova).
    const figure = createCharacterSpec('Test', description).figure!;
    const { plan } = FIGURE_KINDS[figure.kind];
    const { hands, hipJoints, knees } = poseBiped(plan, figurePose(figure, 'sitting'), 1);
    const thighTop = Math.min(hipJoints.front.y, knees.front.y) - plan.legRadius;
    expect(hands.front.y).toBeLessThan(thighTop + plan.armRadius * 0.5);
    expect(hands.front.y).toBeGreaterThan(thighTop - plan.armRadius * 1.5);
    expect(hands.front.x).toBeGreaterThan(plan.torsoWidth * 0.5);
    expect(hands.front.x).toBeLessThan(knees.front.x - plan.legRadius);
  });
});

describe('perched on a seat facing out', () => {
  it.each(['a fox in a red scarf', 'a brave little dragon', 'a bear'])('hangs the shins of %s down from under the knees, so knee, shin and foot show apart', (description) => {
    // At a person's share, the round knee sat right on the foot: "two balls stacked over the feet" (round 15).
    const figure = createCharacterSpec('Test', description).figure!;
    const { plan } = FIGURE_KINDS[figure.kind];
    const { knees, ankles } = poseBiped(plan, figurePose(figure, 'perched'), 1);
    expect(ankles.front.y - knees.front.y).toBeGreaterThan(plan.legRadius * 2.2);
  });
});
