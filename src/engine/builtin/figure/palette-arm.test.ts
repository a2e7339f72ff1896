import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { poseBiped } from './biped';
import { figurePose } from './draw-figure';
import { FIGURE_KINDS } from './kinds';

// Painting at an easel, the far arm holds the palette out behind the back (the `painting` pose).
const PAINTERS = ['a friendly robot', 'a girl with curly hair and glasses'];

describe('the palette arm', () => {
  it.each(PAINTERS)('%s holds it out clear of the body, both edges of the forearm in sight', (description) => {
    // Behind a robot's wide box body at a person's angle only one edge of the forearm showed: "a single thin line".
    const figure = createCharacterSpec('Test', description).figure!;
    const { plan } = FIGURE_KINDS[figure.kind];
    const { elbows, hands } = poseBiped(plan, figurePose(figure, 'painting'), 1);
    const forearmMiddle = (elbows.back.x + hands.back.x) / 2;
    expect(forearmMiddle).toBeLessThan(-(plan.torsoWidth / 2 + plan.armRadius));
  });
});
