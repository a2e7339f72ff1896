import { describe, expect, it } from 'vitest';
import { IN_A_TREE, OUTDOOR_WORDS } from './settings';

describe('the words that say where', () => {
  it.each(['a boy sleeping under the stars', 'a cushion in the garden', 'a girl sleeping in a tent'])('%s is out of doors', (words) => {
    expect(OUTDOOR_WORDS.test(words)).toBe(true);
  });

  it.each(['a girl sleeping', 'a fish in a fishbowl'])('%s names no place out of doors', (words) => {
    expect(OUTDOOR_WORDS.test(words)).toBe(false);
  });

  it.each(['an owl in a tree at night', 'a parrot on a branch', 'a bird up in the old tree'])('%s is up in a tree', (words) => {
    expect(IN_A_TREE.test(words)).toBe(true);
  });

  it.each(['an owl under a tree', 'a treehouse', 'a bird by the tree'])('%s is not up in a tree', (words) => {
    expect(IN_A_TREE.test(words)).toBe(false);
  });
});
