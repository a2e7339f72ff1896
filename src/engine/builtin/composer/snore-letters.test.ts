import { describe, expect, it } from 'vitest';
import { snoreLetters } from './snore-letters';

describe('snoreLetters', () => {
  it('draws a snore as three outlined Z letters, larger going up, each clear of the next', () => {
    const { markup, box } = snoreLetters(1000, 1400, 400, 14);
    const letters = [...markup.matchAll(/M([^Z]+)Z/g)].map((match) => {
      const numbers = match[1]!.split(/[ML ]+/).filter(Boolean).map(Number);
      const xs = numbers.filter((_, index) => index % 2 === 0);
      const ys = numbers.filter((_, index) => index % 2 === 1);
      return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    });
    expect(letters).toHaveLength(3);
    for (let index = 1; index < 3; index++) {
      const [before, after] = [letters[index - 1]!, letters[index]!];
      expect(after.x0 - before.x1).toBeGreaterThan(14 * 1.5);
      expect(after.y1 - after.y0).toBeGreaterThan(before.y1 - before.y0);
      expect(after.y0).toBeLessThan(before.y0);
    }
    for (const letter of letters) expect(letter.x1 <= box.x + box.width && letter.y1 <= box.y + box.height).toBe(true);
  });
});
