import { fmt } from '../svg-number';
import type { ComposedProp } from './composed-prop';
import { circle, curve, line, polygon, shape, type Point } from './prop-shapes';

/** The drawing's size, in its units: head to tail, hump to hooves. */
const WIDTH = 214;
const HEIGHT = 196;

/** Where each leg leaves the body, its knee and its foot, near legs last: the far pair shows a little behind them. */
const LEGS: ReadonlyArray<{ top: Point; knee: Point; foot: Point; isNear: boolean }> = [
  { top: [110, 118], knee: [116, 156], foot: [118, 186], isNear: false },
  { top: [178, 116], knee: [184, 154], foot: [180, 186], isNear: false },
  { top: [92, 118], knee: [90, 156], foot: [90, 186], isNear: true },
  { top: [160, 116], knee: [160, 154], foot: [156, 186], isNear: true },
];

/**
 * A camel standing side on, head to the left like the icons it stands in for: one tall hump, a long neck curving down
 * and up to a long head with a droopy lip, knobbly knees on long legs and wide padded feet, a tufted tail. A blanket
 * with tassels over its hump gives areas to colour; older children get its pattern and a collar with a bell too.
 * (The Fluent icon was a box of a body on four strips, "built from blocks", round 16.) It has no words: "camel" names
 * the creature, drawn with this (see CREATURE_ART in composer/figures.ts).
 */
export const standingCamel: ComposedProp = {
  name: 'standing-camel',
  words: [],
  kind: 'thing',
  size: 'large',
  stands: 'ground',
  draw(detail) {
    const shapes: string[] = [];
    // The tail hangs from the rump behind everything, its tuft at the end.
    shapes.push(curve('M194 92Q204 110 200 136'), polygon([[197, 132], [204, 132], [209, 151], [204, 147], [200, 153], [196, 147], [192, 151]], 1.5));
    for (const { top, knee, foot, isNear } of LEGS) {
      // Thick at the top, narrowing to a knobbly knee and a slim shank.
      const half = isNear ? 1 : 0.9;
      shapes.push(
        polygon(
          [
            [top[0] - 9 * half, top[1]],
            [knee[0] - 6 * half, knee[1] - 3],
            [knee[0] - 5.5 * half, knee[1] + 3],
            [foot[0] - 4 * half, foot[1]],
            [foot[0] + 4 * half, foot[1]],
            [knee[0] + 5.5 * half, knee[1] + 3],
            [knee[0] + 6 * half, knee[1] - 3],
            [top[0] + 9 * half, top[1]],
          ],
          3,
        ),
      );
      // A wide soft foot, split into two toes in front.
      shapes.push(shape(`M${fmt(foot[0] - 9)} ${HEIGHT}Q${fmt(foot[0] - 11)} ${fmt(foot[1] - 4)} ${fmt(foot[0] - 3)} ${fmt(foot[1] - 6)}L${fmt(foot[0] + 5)} ${fmt(foot[1] - 6)}Q${fmt(foot[0] + 10)} ${fmt(foot[1] - 2)} ${fmt(foot[0] + 9)} ${HEIGHT}Z`));
      if (detail !== 'low') shapes.push(line([foot[0] - 4, HEIGHT - 5], [foot[0] - 4, HEIGHT]));
    }
    // The body, the hump and the neck in one outline: back up over the hump and down to the round rump, under the
    // belly to the chest, down and forward along the neck's underside and up the throat; the neck's top runs back
    // from behind the head to the shoulders.
    shapes.push(
      shape(
        'M82 78C96 58 104 28 128 26C152 24 164 52 176 70C192 76 200 90 198 108C196 124 186 130 172 130' +
          'L100 130C86 130 78 122 74 110C68 100 54 96 44 86C34 76 32 64 34 54L52 44C56 58 62 70 82 78Z',
      ),
    );
    // The blanket over the hump, hanging down its sides with tassels along its hem.
    const tassels = detail === 'low' ? [112, 132, 152] : [106, 118, 130, 142, 154];
    for (const x of tassels) {
      // On the hem's curve, their tops tucked under it.
      const hem = 96 + 4 * Math.sin(((x - 100) / 64) * Math.PI);
      shapes.push(polygon([[x - 3, hem - 3], [x + 3, hem - 3], [x + 4, hem + 8], [x - 4, hem + 8]], 1.5));
    }
    shapes.push(shape('M104 56C116 40 146 38 160 56L164 96Q134 104 100 96Z'));
    // A band across it, and for older children a row of diamonds in the band.
    shapes.push(curve('M103 66Q132 56 161.2 68'), curve('M101.2 84Q132 90 162.8 84'));
    if (detail === 'high') {
      for (const x of [112, 124, 136, 148]) {
        const y = 76 + (x - 132) * (x - 132) * -0.002;
        shapes.push(polygon([[x, y - 6], [x + 5, y], [x, y + 6], [x - 5, y]]));
      }
    }
    // The head: a long muzzle with a droopy lip, a small ear at the back.
    shapes.push(polygon([[46, 30], [52, 20], [56, 30]], 2));
    shapes.push(shape('M56 40C58 30 50 22 40 22C28 22 14 26 8 34C2 40 4 50 10 54C18 58 30 58 40 56C50 54 54 48 56 40Z'));
    // The droopy lower lip.
    shapes.push(curve('M6 47Q14 52 24 50'));
    // Eye and nostril.
    shapes.push(`<circle cx="34" cy="33" r="2.6" fill="#000"/>`, line([10, 36], [14, 39]));
    // A collar round the neck with a bell under it for older children.
    if (detail !== 'low') shapes.push(circle(37, 84, 4), polygon([[57, 57], [62, 64], [39, 79], [33, 72]], 2));
    return { width: WIDTH, height: HEIGHT, shapes, anchors: {} };
  },
};
