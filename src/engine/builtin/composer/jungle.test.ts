import { describe, expect, it } from 'vitest';
import { scenePage, type ScenePage } from './testing/scene-page';

const pageOf = (description: string): ScenePage => scenePage(description, '9-12');

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
    const { body } = pageOf('a triceratops in the jungle');
    const arcs = body.match(/a[\d.]+ [\d.]+ 0 0 0 [\d.]+ 0/g) ?? [];
    expect(arcs.length).toBeGreaterThan(100);
  });
});
