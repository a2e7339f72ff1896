import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from './character';
import { bedHead, chooseFigurePanels, DEFAULT_SHEET_STYLE, layoutFigurePanels } from './sheet';
import { drawFigure } from './figure/draw-figure';

describe('a sleeper’s bed on its sheet', () => {
  it.each(['a girl with curly hair and glasses', 'a grandfather with a beard and a cane', 'a fox in a red scarf', 'a wise old owl wearing a graduation cap', 'a friendly robot who loves to help'])(
    'stands a headboard inside the panel past the head, with room between them for the pillow to show: %s',
    (description) => {
      const figure = createCharacterSpec('Test', description).figure!;
      const panel = chooseFigurePanels(figure, 6, description).find((chosen) => chosen.caption === 'Sleeping')!;
      const [layout] = layoutFigurePanels(figure, [panel], [{ x: 0, y: 0, width: 1080, height: 843 }], DEFAULT_SHEET_STYLE);
      const asleep = drawFigure(figure, layout!.placement);
      const { outward, board, headboard } = bedHead(asleep, layout!.art, DEFAULT_SHEET_STYLE.linePx);
      // A long sleeper reaching the panel's side lay on a mattress with no headboard (round 15).
      expect(headboard).not.toBeNull();
      expect(headboard! - board / 2).toBeGreaterThanOrEqual(layout!.art.x);
      expect(headboard! + board / 2).toBeLessThanOrEqual(layout!.art.x + layout!.art.width);
      const head = asleep.headBox;
      const gap = outward > 0 ? headboard! - board / 2 - (head.x + head.width) : head.x - (headboard! + board / 2);
      // Squeezed against the panel's side, the pillow between showed as a sliver beside the hair.
      expect(gap).toBeGreaterThan(head.width * 0.25);
    },
  );
});
