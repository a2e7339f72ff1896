import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX, type AgeGroup } from '../../../shared/constants';
import { composeScene, planScene } from '../scene';

/** The forearms drawn again over a held thing, each in its group clipped to the thing's outline. */
const FOREARMS_OVER_HELD = /<g clip-path="url\(#held-[^)]*\)">(?:<path[^>]*\/>)*<\/g>/g;

const ZOOM = 0.5;

/** Black pixels on the page at half size, each a bit in the returned mask. */
function inkOf(body: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH_PX}" height="${PAGE_HEIGHT_PX}" viewBox="0 0 ${PAGE_WIDTH_PX} ${PAGE_HEIGHT_PX}">${body}</svg>`;
  const { pixels } = new Resvg(svg, { background: '#ffffff', fitTo: { mode: 'zoom', value: ZOOM }, font: { loadSystemFonts: false } }).render();
  const ink = new Uint8Array(pixels.length / 4);
  for (let index = 0; index < ink.length; index++) ink[index] = pixels[index * 4 + 1]! < 128 ? 1 : 0;
  return ink;
}

describe('forearms over a held thing', () => {
  const pages: Array<[string, AgeGroup]> = [
    ['a boy holding an apple', '3-5'],
    ['a boy holding an apple', '6-8'],
    ['a boy holding an apple', '9-12'],
    ['a librarian with a stack of books', '6-8'],
    ['a girl holding a teddy bear', '6-8'],
  ];
  it.each(pages)('%s (%s): each hand on the thing is reached by its forearm, not floating on it', (description, ageGroup) => {
    const { body } = composeScene(planScene({ characters: [], title: '', description, ageGroup }));
    const withForearms = inkOf(body);
    const withoutForearms = inkOf(body.replace(FOREARMS_OVER_HELD, ''));
    // The forearms' lines from the thing's edge to the hands: with only the hands drawn over the thing, its inside
    // between the sleeves and the hands was blank.
    let added = 0;
    for (let index = 0; index < withForearms.length; index++) if (withForearms[index] && !withoutForearms[index]) added++;
    expect(added).toBeGreaterThan(150);
  });
});
