import { describe, expect, it } from 'vitest';
import { scenePage } from './testing/scene-page';

/** The quarter-wave length of each row of waves on the page, in drawing order (a row is one path of `q` curves). */
function waveQuarters(description: string, ageGroup: '6-8' | '9-12'): number[] {
  const { body } = scenePage(description, ageGroup);
  return [...body.matchAll(/<path d="M[-\d.]+ [-\d.]+ ?q([\d.]+) -[\d.]+ /g)].map((match) => Number(match[1]));
}

describe('the open sea round a ship', () => {
  it('grows its rows of waves from small far ones to big near ones for 9-12, not one wave line copied row under row (round 15, 18)', () => {
    const [far, ...nearer] = waveQuarters('a pirate on his ship', '9-12');
    const rows = [far!, ...nearer.slice(0, 3)];
    for (let row = 1; row < rows.length; row++) expect(rows[row]!).toBeGreaterThan(rows[row - 1]!);
    // Younger children keep one even swell.
    expect(new Set(waveQuarters('a pirate on his ship', '6-8').slice(0, 4)).size).toBe(1);
  });
});
