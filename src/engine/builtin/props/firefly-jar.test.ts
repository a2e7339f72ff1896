import { describe, expect, it } from 'vitest';
import { planScene } from '../scene';

describe('a jar of fireflies', () => {
  // Three huge fireflies filled a day sky over a farm, the jar small on the grass.
  it.each(['a jar of fireflies', 'a girl holding a jar of fireflies'])('"%s" draws the jar with the fireflies in it, none flying loose as the page\'s figures', (description) => {
    const plan = planScene({ characters: [], title: '', description, ageGroup: '6-8' });
    expect(plan.extras).toContain('firefly-jar');
    expect(plan.characters.map((character) => character.motif)).not.toContain('firefly');
  });

  // Fireflies glow in the dark: the jar stood in a day sky.
  it('is night', () => {
    expect(planScene({ characters: [], title: '', description: 'a girl holding a jar of fireflies', ageGroup: '6-8' }).isNight).toBe(true);
  });

  it('still flies fireflies named with no jar', () => {
    expect(planScene({ characters: [], title: '', description: 'three fireflies at night', ageGroup: '6-8' }).characters).toHaveLength(3);
  });
});
