import { describe, expect, it } from 'vitest';
import { FIGURE_KINDS } from './kinds';
import { QUADRUPED_POSES, type PoseName } from './poses';
import { horseTailLine, poseQuadruped } from './quadruped';

/** How far a horse's tail reaches from its root to its tip, px, in a pose. */
function tailReach(poseName: PoseName): number {
  const plan = FIGURE_KINDS.unicorn.plan;
  const pose = { ...QUADRUPED_POSES[poseName], ...FIGURE_KINDS.unicorn.poses?.[poseName] };
  const { root, tip } = horseTailLine(plan, poseQuadruped(plan, pose, 10), pose);
  return Math.hypot(tip.x - root.x, tip.y - root.y);
}

describe("a horse's tail", () => {
  // Lying down it was dropped only as far as the ground let it and curled up short: Luna's long flowing tail
  // became a short curl in Resting and Sleeping.
  it.each(['sitting', 'sleeping'] as PoseName[])('is as long %s as standing', (poseName) => {
    expect(tailReach(poseName)).toBeGreaterThan(tailReach('standing') * 0.85);
  });

  // Hanging to the hooves it spilled over the ground line behind the legs and read as oversized (round 12).
  it('hangs standing down to the hocks, not the hooves', () => {
    const plan = FIGURE_KINDS.unicorn.plan;
    const pose = { ...QUADRUPED_POSES.standing, ...FIGURE_KINDS.unicorn.poses?.standing };
    const skeleton = poseQuadruped(plan, pose, 10);
    const { tip } = horseTailLine(plan, skeleton, pose);
    expect(tip.y).toBeLessThanOrEqual(Math.max(skeleton.knees.back.y, skeleton.knees.front.y) + 1e-9);
  });
});
