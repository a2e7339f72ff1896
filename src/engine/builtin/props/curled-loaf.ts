import { curve, shape } from './prop-shapes';

/**
 * The body every animal asleep curled up side on shares (the curled cat and the curled dog), facing left in a 104 × 70
 * box: the round back and rump as one loaf, the hind leg's thigh folded against the side (without it the body read as
 * a legless blob), and the tail wrapped round the bottom to its tip before the front paws. The tail's root follows the
 * rump's own outline, so no notch opens where it leaves the body. A creature with a stub of a tail (a bear) has none.
 */
export function curledLoaf(hasLongTail = true): string[] {
  const loaf = [shape('M30 54 Q28 20 58 12 Q86 6 98 28 Q104 40 102 50 Q102 69 86 69 L36 69 Q30 64 30 54 Z'), curve('M64 62 Q58 42 78 37 Q94 33 102.5 42')];
  if (!hasLongTail) return loaf;
  return [
    ...loaf,
    shape('M102 50 Q102 69 86 69 L56 69 Q44 69 43 62 Q43 56 49 57 Q51 61 57 61.5 L84 61.5 Q97 61 102 50 Z'),
  ];
}
