import { describe, expect, it } from 'vitest';
import { scenePage as pageOf } from './testing/scene-page';

/** How the composed picnic's plate is written (props/picnic.ts), to find the picnic in the page's markup. */
const PICNIC_PLATE = 'cx="51" cy="39.5"';
const FIGURE = '<g fill-rule="evenodd"';

describe('a third at a picnic', () => {
  // Drawn over the blanket, the one behind the basket perched side on on its handle as on an arched seat, shoes on the
  // plate; in 9-12 only its pattern went behind and the figure stayed in front (judging 23, c30).
  it.each(['6-8', '9-12'] as const)('sits the one behind the basket behind the blanket and basket, not over them (%s)', (age) => {
    const { body, figures } = pageOf('a family picnic in the park', age);
    expect(figures).toBe(3);
    const figureAt = [...body.matchAll(new RegExp(FIGURE, 'g'))].map((match) => match.index);
    const plateAt = body.indexOf(PICNIC_PLATE);
    expect(plateAt).toBeGreaterThan(0);
    expect(figureAt.filter((at) => at < plateAt)).toHaveLength(1);
  });
});
