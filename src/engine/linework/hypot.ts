/**
 * `Math.hypot` of two and of three numbers, to the bit, computed where it is called. V8's `Math.hypot` is a call into
 * the runtime (about 300 ns, an array of its arguments each time) and a photo page makes about a million and a half
 * of them (a chord per smoothed point, a colour distance per border); these do V8's arithmetic in its order (each
 * value over the largest, the squares summed with Kahan's compensation, the square root times the largest), so every
 * page keeps its bytes. Finite arguments only, which is all the line work has.
 */
export function hypot2(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const largest = ax > ay ? ax : ay;
  if (largest === 0 || largest === Infinity) return largest;
  const nx = ax / largest;
  const ny = ay / largest;
  // Kahan's sum unrolled: after the first square the compensation is still 0, so the second is added as it is.
  return Math.sqrt(nx * nx + ny * ny) * largest;
}

/** `Math.hypot(x, y, z)`, to the bit (see `hypot2`). */
export function hypot3(x: number, y: number, z: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  let largest = ax > ay ? ax : ay;
  if (az > largest) largest = az;
  if (largest === 0 || largest === Infinity) return largest;
  const nx = ax / largest;
  const ny = ay / largest;
  const nz = az / largest;
  const first = nx * nx;
  const square = ny * ny;
  const second = first + square;
  // What adding the second square lost, taken off the third.
  const summand = nz * nz - (second - first - square);
  return Math.sqrt(second + summand) * largest;
}
