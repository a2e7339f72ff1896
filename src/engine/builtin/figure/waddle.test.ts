import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { poseBiped } from './biped';
import { figurePose } from './draw-figure';
import { FIGURE_KINDS } from './kinds';

describe('a penguin waddling on its sheet', () => {
  // With both flippers out alike and a foot barely lifted, round 15 saw its walk as its standing drawing.
  const figure = createCharacterSpec('Pip', 'a playful penguin').figure!;
  const { plan } = FIGURE_KINDS[figure.kind];
  const walking = poseBiped(plan, figurePose(figure, 'walking'), 1);

  it('swings one flipper out level and keeps the other down by its side', () => {
    const drop = (side: 'back' | 'front'): number => walking.hands[side].y - walking.shoulders[side].y;
    expect(Math.abs(drop('front') - drop('back'))).toBeGreaterThan(plan.armLength * 0.4);
  });

  it('lifts one foot well off the ground, rocked over onto the other', () => {
    expect(Math.abs(walking.ankles.front.y - walking.ankles.back.y)).toBeGreaterThan(plan.legLength * 0.6);
    expect(Math.abs(walking.lean)).toBeGreaterThanOrEqual(16);
  });
});
