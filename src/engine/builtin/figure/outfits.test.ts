import { describe, expect, it } from 'vitest';
import type { FigureContext } from './figure-context';
import { FIGURE_KINDS } from './kinds';
import { OUTFITS } from './outfits';
import { createPartList, LAYER } from './part-list';

describe('outfits', () => {
  it("draws a chef's apron with a waist tie and a neckerchief over it, not a bare slab", () => {
    const list = createPartList();
    const ctx = { list, kind: FIGURE_KINDS.adult, skeleton: { u: 10, view: 'front' } } as unknown as FigureContext;
    OUTFITS.apron!.top!(ctx, 250, 400, 0);
    // The bib, then over it the pocket, the tie and the neckerchief.
    expect(list.parts.filter((part) => part.layer === LAYER.clothes + 5).length).toBeGreaterThanOrEqual(3);
  });
});
