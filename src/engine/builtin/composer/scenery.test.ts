import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '../../../shared/constants';
import { getComposedProp } from '../props/prop-library';
import { drawMotif } from '../drawing';
import { flower } from './ground-dressing';
import { rasterise } from './rasterise-markup';
import { scenePage } from './testing/scene-page';

function matched(description: string, ageGroup: AgeGroup): string[] {
  return scenePage(description, ageGroup).matched;
}

describe('composed things and backdrops the round 11 judges found weak', () => {
  it('leaves sky over a castle guarded for a sun and clouds', () => {
    // Kept clear of as one box, the castle left the sky completely empty.
    for (const age of ['6-8', '9-12'] as const) expect(matched('a knight guarding a castle', age)).toEqual(expect.arrayContaining(['sun', 'cloud']));
  });

  it('puts no lighthouse stub behind a ship that fills the page', () => {
    expect(matched('a pirate on his ship', '9-12')).not.toContain('lighthouse');
  });

  it('grows flowers of three kinds, not one stamp', () => {
    const kinds = new Set([0, 1, 2].map((variant) => flower(100, 300, 120, 4, variant).markup));
    expect(kinds.size).toBe(3);
  });

  it('draws no blanket of its own on a bed someone sleeps in under theirs', () => {
    const bed = getComposedProp('made-bed')!;
    const made = bed.draw('medium').shapes.length;
    expect(bed.draw('medium', { isSleptIn: true }).shapes.length).toBeLessThan(made - 1);
  });

  it("stands a bed's headboard and footboard in front of its mattress's ends, with no legs of its own between them", () => {
    const shapes = getComposedProp('made-bed')!.draw('low').shapes;
    const mattress = shapes.findIndex((shape) => shape.startsWith('<rect') && shape.includes('y="57"'));
    const headboard = shapes.findIndex((shape) => shape.includes('M4 110'));
    expect(mattress).toBeGreaterThanOrEqual(0);
    expect(headboard).toBeGreaterThan(mattress);
    expect(shapes.filter((shape) => shape.startsWith('<rect') && shape.includes('y="91"'))).toEqual([]);
  });

  it('varies the crowd in the stands from seat to seat', () => {
    const stands = getComposedProp('stadium-stands')!.draw('high').shapes;
    // One smiley per seat was 5 shapes (body, head, two eyes, smile); hats, fringes and scarves add more.
    const seats = stands.filter((shape) => shape.startsWith('<circle') && shape.includes('r="2.3"')).length;
    expect(seats).toBeGreaterThan(30);
    expect(stands.length).toBeGreaterThan(seats * 6);
    // Round 15 (02): still one face stamped over and over; now caps and a front row holding up banners too.
    expect(stands.filter((shape) => shape.includes('fill="none"') && /(L[\d.]+ [\d.]+){6}/.test(shape)).length).toBe(2);
    expect(stands.filter((shape) => shape.startsWith('<rect') && shape.includes('width="5.4"')).length).toBeGreaterThan(4);
  });

  it("stands a goal's posts on the goal line, with no bar along its foot to frame it like a picture (round 15, 02)", async () => {
    const [cx, bottom, size, linePx] = [1275, 2000, 1200, 8];
    const goal = drawMotif({ motif: 'soccer-goal', cx, bottom, size, linePx, detail: 'high' })!;
    const { data, width } = await rasterise(goal.markup);
    // The share of inked pixels along a row just above the foot, from x to x + span.
    const inked = (x: number, span: number): number => {
      let count = 0;
      for (let column = Math.round(x); column < Math.round(x + span); column++) if (data[(bottom - 3) * width + column]! < 128) count++;
      return count / span;
    };
    const post = (size * 7) / 120;
    const left = goal.box.x;
    // Both posts' edges reach the foot; between the posts, past the net's corner lines, the foot is open grass.
    for (const edge of [left, left + post, left + goal.box.width - post, left + goal.box.width]) expect(inked(edge - linePx, 2 * linePx)).toBeGreaterThan(0.3);
    expect(inked(left + post * 2, goal.box.width - post * 4)).toBe(0);
  });
});
