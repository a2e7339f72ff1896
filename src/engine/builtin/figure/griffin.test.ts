import { describe, expect, it } from 'vitest';
import { createCharacterSpec } from '../character';
import { drawFigure } from './draw-figure';
import { containsPoint } from './geometry';

describe('a griffin', () => {
  const drawnAs = (words: string): ReturnType<typeof drawFigure> => drawFigure(createCharacterSpec(words, words).figure!, { pose: 'standing', cx: 500, groundY: 1000, height: 600, linePx: 8, detail: 'medium' });

  // Drawn with the picture-book head and its little beak, it read as an owl's head on a cat.
  it('has an eagle\'s hooked beak reaching out ahead of its head, where a cat has only its face', () => {
    for (const [words, isBeaked] of [['griffin', true], ['cat', false]] as const) {
      const drawn = drawnAs(words);
      const { headBox } = drawn;
      const ahead = Math.sign(drawn.anchors.face.x - (headBox.x + headBox.width / 2));
      const front = ahead > 0 ? headBox.x + headBox.width : headBox.x;
      const beyond = Array.from({ length: 12 }, (_, i) => ({ x: front + ahead * headBox.width * (0.05 + i * 0.02), y: headBox.y + headBox.height * (0.35 + (i % 4) * 0.1) }));
      expect(beyond.some((point) => containsPoint(drawn.outline, point)), words).toBe(isBeaked);
    }
  });

  // Flying, it leaps with its forelegs folded under it and was tipped nose down: its beak pointed at the ground.
  it('leaps and flies with its forepaws reaching out past its face, not folded under its chest', () => {
    const drawn = drawFigure(createCharacterSpec('griffin', 'griffin').figure!, { pose: 'jumping', cx: 500, groundY: 1000, height: 600, linePx: 8, detail: 'medium' });
    expect(drawn.anchors.hands.front.x).toBeGreaterThan(drawn.anchors.face.x);
  });

  // Judging 21: flying, its hind end was a jumble, the hind legs stacked ovals stuck out level and the tail a stub hung
  // among them. The tail streams out behind, its tuft well beyond the hind paws, which trail down behind the hips.
  it('flies with its tufted tail streaming out behind, well past its trailing hind paws', () => {
    const drawn = drawFigure(createCharacterSpec('griffin', 'griffin').figure!, { pose: 'jumping', cx: 500, groundY: 1000, height: 600, linePx: 8, detail: 'medium' });
    const { hips, feet } = drawn.anchors;
    const behind = Math.min(...drawn.outline.flat().map((point) => point.x));
    expect(Math.min(feet.back.x, feet.front.x) - behind).toBeGreaterThan(drawn.headBox.width * 0.8);
    for (const paw of [feet.back, feet.front]) {
      expect(paw.x).toBeLessThan(hips.x);
      expect(paw.y).toBeGreaterThan(hips.y);
    }
  });
});
