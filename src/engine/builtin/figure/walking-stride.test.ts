import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { poseBiped } from './biped';
import { figurePose } from './draw-figure';
import { FIGURE_KINDS } from './kinds';

function walker(description: string): { skeleton: ReturnType<typeof poseBiped>; legLength: number } {
  const figure = createCharacterSpec('Test', description).figure;
  if (!figure) throw new Error(`no figure for ${description}`);
  const { plan } = FIGURE_KINDS[figure.kind];
  return { skeleton: poseBiped(plan, figurePose(figure, 'walking'), 1), legLength: plan.legLength };
}

// Seen from the side on two legs, long (people) and short (a fox, a dragon, a robot); a penguin and an owl waddle facing out.
const WALKERS = ['a girl with curly hair and glasses', 'a curious astronaut', 'a grandfather with a beard and a cane', 'a pirate boy with an eye patch', 'a fox in a red scarf', 'a brave little dragon', 'a friendly robot'];

describe('walking seen from the side', () => {
  it.each(WALKERS)('%s takes a full stride: the feet a leg length apart, both down on the ground', (description) => {
    // Feet under the body a little apart, round 14 saw "barely a stride" on most sheets.
    const { skeleton, legLength } = walker(description);
    const { ankles } = skeleton;
    expect(Math.abs(ankles.front.x - ankles.back.x)).toBeGreaterThan(legLength * 1.05);
    expect(Math.abs(ankles.front.y - ankles.back.y)).toBeLessThan(legLength * 0.05);
  });

  it.each(WALKERS)('%s swings the near arm the other way to the near leg', (description) => {
    const { skeleton } = walker(description);
    const armSwing = skeleton.hands.front.x - skeleton.shoulders.front.x;
    const legSwing = skeleton.ankles.front.x - skeleton.hipJoints.front.x;
    expect(Math.sign(armSwing)).toBe(-Math.sign(legSwing));
  });

  it.each(WALKERS)('%s steps out with legs that do not cross under the body', (description) => {
    // The leg ahead starts at the hip ahead: from the hip behind it crossed the other in an X.
    const { hipJoints, ankles } = walker(description).skeleton;
    expect(Math.sign(hipJoints.back.x - hipJoints.front.x)).toBe(Math.sign(ankles.back.x - ankles.front.x));
  });
});
