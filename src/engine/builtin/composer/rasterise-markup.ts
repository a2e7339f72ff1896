import sharp from 'sharp';
import { renderPage } from '../drawing';

/** Renders page markup as a scene page would be and returns its greyscale pixels, for tests that look at the ink. */
export async function rasterise(markup: string): Promise<{ data: Uint8Array; width: number; height: number }> {
  const page = await renderPage(markup, { kind: 'scene', description: '', matched: [], engine: 'test' });
  const { data, info } = await sharp(page.png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
