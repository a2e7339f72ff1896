import sharp from 'sharp';
import { PAGE_DPI } from '../../shared/constants';
import { traceOutlines } from '../linework/trace-outlines';

/** Printed ink is a dot of at least this many pixels at 300 DPI; smaller islands are anti-aliasing dust. */
const MIN_OUTLINE_AREA = 4;
/** A quarter of a 300-DPI pixel: the vectors redraw the page within what a printer can show. */
const FIT_TOLERANCE = 0.25;
const INK_THRESHOLD = 128;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A page as plain vectors: every ink region of the 300-DPI page traced into filled outlines (holes by the
 * nonzero rule), one black path, no bitmap, sized in inches so cutting machines and design tools open it at
 * print size. Works for every page, whoever drew it: what the vectors show is what the PNG prints.
 */
export async function pageToSvg(png: Buffer, title: string): Promise<string> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i]! < INK_THRESHOLD ? 1 : 0;
  const { pathData } = traceOutlines({ data: ink, width: info.width, height: info.height }, { minOutlineArea: MIN_OUTLINE_AREA, fitTolerance: FIT_TOLERANCE });
  const widthInches = info.width / PAGE_DPI;
  const heightInches = info.height / PAGE_DPI;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthInches}in" height="${heightInches}in" viewBox="0 0 ${info.width} ${info.height}">` +
    `<title>${escapeXml(title)}</title>` +
    `<path fill="#000000" fill-rule="nonzero" d="${pathData}"/>` +
    `</svg>\n`
  );
}
