import { describe, expect, it } from 'vitest';
import { scenePage } from '../testing/scene-page';

describe('a race', () => {
  it.each(['a turtle and a rabbit racing', 'the tortoise and the hare'])('runs "%s" towards a finish flag, the hare ahead of the tortoise', (description) => {
    const page = scenePage(description);
    expect(page.matched).toEqual(expect.arrayContaining(['turtle', 'rabbit', 'flag']));
    const racers = page.joins.filter((join) => join.what.startsWith('racing-'));
    expect(racers.map((join) => join.what)).toEqual(['racing-turtle', 'racing-rabbit']);
    // Both short of the flag's pole, the rabbit nearer it than the turtle.
    for (const racer of racers) expect(racer.figure.x).toBeLessThan(racer.thing.x);
    expect(racers[1]!.figure.x).toBeGreaterThan(racers[0]!.figure.x);
  });
});

describe('a racing car', () => {
  it('is the car alone, no one racing it to a finish flag', () => {
    const page = scenePage('a red racing car');
    expect(page.matched).toContain('racing-car');
    expect(page.matched).not.toContain('flag');
  });
});
