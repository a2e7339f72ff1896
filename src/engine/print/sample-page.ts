import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../shared/constants';
import { encodePagePng } from '../page-png';

/**
 * A page PNG in the engine's own format (US Letter at 300 DPI, 8-bit black and white), numbered so pages
 * can be told apart, for the print writers' tests and benchmark. With `reachesEdge` its lines run off
 * the picture on every side, as a full-bleed scene's would.
 */
export function drawSamplePage(number: number, options: { reachesEdge?: boolean; width?: number; height?: number } = {}): Promise<Buffer> {
  const width = options.width ?? PAGE_WIDTH_PX;
  const height = options.height ?? PAGE_HEIGHT_PX;
  const radius = Math.round(Math.min(width, height) * (0.25 + (number % 5) * 0.02));
  const body = options.reachesEdge
    ? `<line x1="0" y1="${height * 0.8}" x2="${width}" y2="${height * 0.75}" stroke="black" stroke-width="10"/>
       <line x1="${width * 0.2}" y1="0" x2="${width * 0.25}" y2="${height}" stroke="black" stroke-width="10"/>`
    : `<rect x="${width * 0.06}" y="${height * 0.05}" width="${width * 0.88}" height="${height * 0.9}" fill="none" stroke="black" stroke-width="8"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="white"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="none" stroke="black" stroke-width="12"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(width * (i + 1)) / 13}" cy="${height * 0.15}" r="${40 + ((number * 7 + i * 13) % 60)}" fill="none" stroke="black" stroke-width="6"/>`).join('')}
    <text x="${width / 2}" y="${height / 2 + 100}" font-family="sans-serif" font-size="300" text-anchor="middle">${number}</text>
    ${body}
  </svg>`;
  return encodePagePng(Buffer.from(svg), { kind: 'scene', description: `sample page ${number}`, matched: [], engine: 'sample' });
}
