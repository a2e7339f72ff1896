import { describe, expect, it } from 'vitest';
import { scenePage } from '../composer/testing/scene-page';
import { getComposedProp } from './prop-library';

/** The flying parrot's own outlines, as they stand in a page's markup wherever it is drawn. */
function wingsOfFlyingParrot(): string[] {
  return getComposedProp('flying-parrot')!
    .draw('medium')
    .shapes.filter((shape) => shape.length > 60);
}

describe('a flying parrot', () => {
  // The perched parrot's icon tipped forward, wings folded and feet out, read as tipped over, not flying (judging 21).
  it.each(['a parrot flying', 'three parrots flying in the jungle'])('draws "%s" with its wings spread, not the perched icon tipped', (description) => {
    const page = scenePage(description);
    expect(page.matched).toContain('parrot');
    const outlines = wingsOfFlyingParrot();
    expect(outlines.length).toBeGreaterThan(3);
    for (const outline of outlines) expect(page.body).toContain(outline);
  });

  it('keeps a parrot that is not flying perched', () => {
    const body = scenePage('a parrot on a branch').body;
    for (const outline of wingsOfFlyingParrot()) expect(body).not.toContain(outline);
  });
});
