import { describe, expect, it } from 'vitest';
import { ACTS, leadActFor, wholeCastActFor } from './acts';

describe('the acts', () => {
  it.each(Object.keys(ACTS))('%s either draws a lead or seats the whole cast, never both', (meeting) => {
    expect([leadActFor(meeting), wholeCastActFor(meeting)].filter((act) => act !== null)).toHaveLength(1);
  });

  it('seats the tea party whole, with no lead picked first', () => {
    expect(wholeCastActFor('tea')).not.toBeNull();
    expect(leadActFor('tea')).toBeNull();
  });

  it('has no act for a meeting the composer draws itself (riding)', () => {
    expect(leadActFor('mount')).toBeNull();
    expect(wholeCastActFor('mount')).toBeNull();
  });
});
