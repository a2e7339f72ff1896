import { describe, expect, it } from 'vitest';
import { composeScene, planScene } from '../scene';

function pageOf(description: string) {
  const { metadata } = composeScene(planScene({ characters: [], title: '', description, ageGroup: '9-12' }));
  return { setting: metadata.setting, matched: metadata.matched as string[], notDrawn: metadata.notDrawn };
}

describe('the jungle', () => {
  it('stands palms along its horizon, not the forest\'s firs and round trees', () => {
    const page = pageOf('a triceratops in the jungle');
    expect(page.setting).toBe('jungle');
    expect(page.notDrawn).toEqual([]);
    expect(page.matched).toContain('palm-tree');
    expect(page.matched).not.toContain('evergreen-tree');
    expect(page.matched).not.toContain('deciduous-tree');
  });

  it('leaves the forest a forest', () => {
    expect(pageOf('a fox in the forest').setting).toBe('forest');
  });

  it('lays scales over a triceratops\' back, body and tail for older children, where its huge body was bare', () => {
    const { body } = composeScene(planScene({ characters: [], title: '', description: 'a triceratops in the jungle', ageGroup: '9-12' }));
    const arcs = body.match(/a[\d.]+ [\d.]+ 0 0 0 [\d.]+ 0/g) ?? [];
    expect(arcs.length).toBeGreaterThan(100);
  });
});
