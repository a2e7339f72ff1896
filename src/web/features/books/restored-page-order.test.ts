import { describe, expect, it } from 'vitest';
import { restoredPageOrder } from './restored-page-order';

describe('a removed page put back', () => {
  it('goes back where it was', () => {
    expect(restoredPageOrder(['a', 'c', 'b'], 'b', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(restoredPageOrder(['b', 'c', 'a'], 'a', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(restoredPageOrder(['a', 'b', 'c'], 'c', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('goes behind the last page that stood before it, when others have gone meanwhile', () => {
    expect(restoredPageOrder(['a', 'd', 'c'], 'c', ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(restoredPageOrder(['d', 'b'], 'b', ['a', 'b', 'c', 'd'])).toEqual(['b', 'd']);
  });

  it('keeps pages added meanwhile in their places', () => {
    expect(restoredPageOrder(['a', 'c', 'new', 'b'], 'b', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'new']);
  });

  it('works when the page is not in the current order yet', () => {
    expect(restoredPageOrder(['a', 'c'], 'b', ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});
