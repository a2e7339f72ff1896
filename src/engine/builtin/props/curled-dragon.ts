import type { ComposedProp } from './composed-prop';
import { curve, ellipse, polygon, shape } from './prop-shapes';

/**
 * A little dragon asleep curled up like a cat, side on, facing left: one round back with the wing folded flat along
 * it, a haunch with its foot at the front, the tail wrapped round the bottom to its spade by the front paws, and the
 * head of its sheet (round, two horns, the ridged crest, a wide muzzle with nostrils) turned to us, resting on the
 * paws with its eyes closed. Round 12 read the figure laid on its tummy as "a pile of overlapping ovals" with a calf's
 * snout (see SLEEPER_ART in compose-scene.ts). It has no words: "dragon" still names the creature.
 */
export const curledDragon: ComposedProp = {
  name: 'curled-dragon',
  words: [],
  kind: 'thing',
  size: 'medium',
  stands: 'ground',
  draw(detail) {
    const hasDetail = detail !== 'low';
    const shapes = [
      // Horns behind the head, leaning out.
      shape('M16.5 35 Q14 27 15 19 Q19 25 23 31.5 Z'),
      shape('M37 31.5 Q41 25 45 19 Q46 27 43.5 35 Z'),
      // Two blunt spikes on the back behind the wing.
      polygon([[106, 31], [115, 29], [113, 39]], 2.5),
      polygon([[114.5, 42], [123.5, 43], [119, 51]], 2.5),
      // The crest between them, its top above the head.
      shape('M23 34 Q23 25 30 25 Q37 25 37 34 Z'),
    ];
    if (hasDetail) shapes.push(curve('M27.5 26 L27.8 32 M30 25 L30 32 M32.5 26 L32.2 32'));
    shapes.push(
      // The round back from behind the head to the rump.
      shape('M36 77 Q30 40 60 28 Q92 16 112 38 Q126 56 116 77 Z'),
      // The haunch, its thigh round on the back half of the body.
      shape('M78 77 Q76 52 98 50 Q118 50 116 77 Z'),
      // The wing folded along the back: its bony top edge from the shoulder back, scalloped underneath.
      shape('M58 40 Q62 26 80 20 Q94 19 108 26 Q102 32 96 32 Q92 38 85 36 Q80 43 72 40 Q66 46 58 40 Z'),
    );
    // Its fingers from the knuckle to the scallops' points.
    if (hasDetail) shapes.push(curve('M80 20.5 Q90 25 96 32 M80 20.5 Q84 28 85 36 M80 20.5 Q74 30 72 40'));
    shapes.push(
      // The tail wrapped from the rump round the bottom, tapering to a point by the front paws.
      shape('M112 54 Q132 70 118 82 Q108 88 92 88 Q70 88 40 82 Q52 70 92 73 Q108 74 110 64 Z'),
      // The hind foot ahead of the haunch, lying on the tail.
      ellipse(82, 73, 11, 5.5),
      // Front paws under the chin.
      ellipse(22, 77, 12, 6.5),
      ellipse(40, 78, 11, 6),
      // The head, resting on them.
      ellipse(30, 52, 21, 20),
      // The wide muzzle low on the face.
      ellipse(30, 63, 14.5, 7.5),
      // Nostrils, two black dots as on its sheet (rings read as a pig's snout).
      '<ellipse cx="25" cy="61" rx="1.3" ry="1.2" fill="#000"/>',
      '<ellipse cx="35" cy="61" rx="1.3" ry="1.2" fill="#000"/>',
    );
    // Closed eyes above the muzzle and a smile.
    shapes.push(curve('M17 48 Q21 52.5 25 48 M35 48 Q39 52.5 43 48'), curve('M26.5 65.5 Q30 68 33.5 65.5'));
    if (hasDetail) {
      // Toes on the paws and foot.
      shapes.push(curve('M16 78 L16 83 M24 78 L24 83 M38 79 L38 84 M45 79 L45 84 M79 74 L79 78.5 M86 74 L86 78.5'));
    }
    return { width: 136, height: 92, shapes, anchors: { top: [80, 20], lie: [30, 52] } };
  },
};
