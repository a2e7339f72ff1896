import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from '../../../shared/constants';
import {
  bookPdfPages,
  COPYRIGHT_PAGE_TEXT,
  fitImage,
  isRightHandPage,
  OWNER_PAGE_TEXT,
  pageBoxes,
  TRIM_SIZE_LABELS,
  type BookPdfPage,
  type PageBoxes,
  type Rect,
} from '../../../shared/print-layout';
import type { Scene } from '../../../shared/scene';
import { sceneAlt } from '../../lib/image-alt';
import type { ExportChoices } from './export-choices';

/** The words the front matter prints besides the book's title. */
interface FrontMatterWords {
  subtitle: string;
  author: string;
}

/** On-screen width of one previewed page, in CSS pixels. */
const PREVIEW_PAGE_WIDTH = 150;

/** A PDF rectangle (points, y up from the bottom) as CSS position within the page (y down from the top). */
function cssBox(rect: Rect, boxes: PageBoxes, scale: number) {
  return {
    left: rect.x * scale,
    top: (boxes.media.height - rect.y - rect.height) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

function PreviewPage({
  page,
  pageNumber,
  boxes,
  title,
  frontMatter,
  scene,
}: {
  page: BookPdfPage;
  pageNumber: number;
  boxes: PageBoxes;
  title: string;
  frontMatter: FrontMatterWords;
  scene: Scene | undefined;
}) {
  const scale = PREVIEW_PAGE_WIDTH / boxes.media.width;
  const safe = cssBox(boxes.safe, boxes, scale);
  // Scene pages are the engine's 300 DPI Letter pages: placed as the PDF writer places them.
  const art = scene ? cssBox(fitImage({ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX }, boxes.safe), boxes, scale) : null;
  const side = isRightHandPage(pageNumber) ? 'right' : 'left';
  return (
    <figure className="flex flex-col items-center gap-1" data-testid="print-preview-page">
      <div
        className="relative overflow-hidden bg-white shadow-sm ring-1 ring-border"
        style={{ width: boxes.media.width * scale, height: boxes.media.height * scale }}
      >
        <div className="absolute border border-sky-400/70 bg-sky-100/40" style={safe} data-testid="safe-area" />
        {art && scene && <img src={scene.thumbnailUrl} alt={sceneAlt(scene)} className="absolute object-contain" style={art} loading="lazy" />}
        {page.kind === 'title' && (
          <div className="absolute flex flex-col items-center px-1 text-center leading-tight" style={safe} data-testid="preview-title-page">
            <p className="mt-[38%] text-[11px] font-bold">{title}</p>
            {frontMatter.subtitle && <p className="mt-0.5 text-[7px]">{frontMatter.subtitle}</p>}
            {frontMatter.author && <p className="mt-auto mb-[18%] text-[7px]">{frontMatter.author}</p>}
          </div>
        )}
        {page.kind === 'copyright' && (
          <p className="absolute flex flex-col justify-end text-[5px] leading-tight" style={{ ...safe }}>
            {title}
            <span className="mt-0.5 block">
              Copyright © {new Date().getFullYear()}
              {frontMatter.author ? ` ${frontMatter.author}` : ''}. {COPYRIGHT_PAGE_TEXT.rights}
            </span>
          </p>
        )}
        {page.kind === 'owner' && (
          <p className="absolute flex flex-col items-center justify-center gap-2 text-center text-[8px]" style={{ ...safe, height: safe.height * 0.8 }}>
            {OWNER_PAGE_TEXT}
            <span className="block h-px w-3/4 bg-black" />
          </p>
        )}
        <div className="absolute border border-dashed border-rose-500" style={cssBox(boxes.trim, boxes, scale)} data-testid="trim-line" />
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Page {pageNumber}
        {page.kind === 'blank' ? ' · blank' : ''} · {side}
      </figcaption>
    </figure>
  );
}

/**
 * Every page of the PDF as it will print, in spreads as a bound book opens: page 1 alone on the right,
 * then left and right pairs, with the trim line (dashed) and the safe area (shaded) drawn in.
 */
export function PrintPreview({
  title,
  frontMatter,
  scenes,
  choices,
}: {
  title: string;
  frontMatter: FrontMatterWords;
  scenes: Scene[];
  choices: ExportChoices;
}) {
  const pages = bookPdfPages(scenes.length, choices.sides, choices.frontMatter);
  const layout = { trim: choices.trim, hasBleed: choices.hasBleed, pageCount: pages.length };
  const spreads: Array<Array<{ page: BookPdfPage; pageNumber: number } | null>> = [];
  for (let start = 0; start <= pages.length; start += 2) {
    const left = start === 0 ? null : { page: pages[start - 1] as BookPdfPage, pageNumber: start };
    const right = start < pages.length ? { page: pages[start] as BookPdfPage, pageNumber: start + 1 } : null;
    if (left || right) spreads.push([left, right]);
  }
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        {TRIM_SIZE_LABELS[choices.trim]}
        {choices.hasBleed ? ' with bleed' : ''}. <span className="text-rose-600">Dashed line:</span> where the page is trimmed.{' '}
        <span className="text-sky-700">Shaded:</span> the safe area, wider on the spine side.
      </p>
      <div className="mt-4 flex flex-wrap gap-x-8 gap-y-6" aria-label="Print preview">
        {spreads.map((spread) => (
          <div key={spread.map((entry) => entry?.pageNumber ?? 0).join('-')} className="flex items-end gap-0.5">
            {spread.map((entry, index) =>
              entry ? (
                <PreviewPage
                  key={entry.pageNumber}
                  page={entry.page}
                  pageNumber={entry.pageNumber}
                  boxes={pageBoxes(layout, entry.pageNumber)}
                  title={title}
                  frontMatter={frontMatter}
                  scene={entry.page.kind === 'scene' ? scenes[entry.page.sceneIndex] : undefined}
                />
              ) : (
                <div key={`empty-${index}`} style={{ width: PREVIEW_PAGE_WIDTH }} aria-hidden />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
