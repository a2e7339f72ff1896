import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Printer } from 'lucide-react';
import type { Scene } from '../../../shared/scene';
import { Button } from '../../components/ui/button';
import { sceneAlt } from '../../lib/image-alt';

// Letter paper with no page margin of the browser's own: the saved page already has its margins, and
// one picture fills one sheet. Only this view carries the rule, so nothing else prints differently.
const PRINT_CSS = `
@page { size: letter; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  [data-sonner-toaster] { display: none !important; }
}
`;

/**
 * Pictures to print, one per letter sheet, with nothing of the app around them; the browser's print
 * dialog opens by itself once every picture has loaded (once per visit of the view).
 */
export function PrintSheets({ title, scenes, backHref, backLabel }: { title: string; scenes: Scene[]; backHref: string; backLabel: string }) {
  const [loadedCount, setLoadedCount] = useState(0);
  const hasPrintedRef = useRef(false);
  const isReady = loadedCount >= scenes.length;

  useEffect(() => {
    if (!isReady || hasPrintedRef.current) return;
    hasPrintedRef.current = true;
    window.print();
  }, [isReady]);

  return (
    <div className="min-h-dvh bg-muted/50 print:min-h-0 print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
          <Link href={backHref}>
            <ArrowLeft aria-hidden />
            {backLabel}
          </Link>
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words">Print “{title}”</h1>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="print-summary">
              {scenes.length === 1 ? '1 page' : `${scenes.length} pages`} on US Letter paper, one picture per sheet. In the print
              dialog, choose the paper size Letter and scale 100 % (or “Fit to page” on A4).
            </p>
          </div>
          <Button onClick={() => window.print()} disabled={!isReady} className="shrink-0">
            <Printer aria-hidden />
            {isReady ? 'Print' : 'Loading pages...'}
          </Button>
        </div>
      </div>
      <ol className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pb-10 print:block print:max-w-none print:p-0" aria-label="Pages to print">
        {scenes.map((scene, index) => (
          <li
            key={`${scene.id}-${index}`}
            className="print-sheet aspect-[17/22] w-full max-w-xl bg-white shadow-md print:m-0 print:h-[11in] print:w-[8.5in] print:max-w-none print:shadow-none print:not-last:break-after-page"
            data-testid="print-sheet"
          >
            <img
              src={scene.imageUrl}
              alt={sceneAlt(scene)}
              className="size-full object-contain"
              onLoad={() => setLoadedCount((count) => count + 1)}
              onError={() => setLoadedCount((count) => count + 1)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
