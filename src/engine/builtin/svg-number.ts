/** A coordinate for SVG markup: two decimals are far below a 300 DPI pixel and keep pages small. */
export function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}
