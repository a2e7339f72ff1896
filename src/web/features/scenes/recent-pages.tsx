import { useState } from 'react';
import { Download, FolderOpen, Loader2, Save, Trash2 } from 'lucide-react';
import type { RecentPage } from '../../../shared/recent-page';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { downloadImage, pngFileName } from '../../lib/download-image';
import { useRecentPages } from './recent-page-queries';

function keptUntil(page: RecentPage): string {
  return new Date(page.expiresAt).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
}

/** One unsaved page: its picture, what it shows, and what can be done with it. */
function RecentPageCard({
  page,
  isInPreview,
  onOpen,
  onSave,
  onDiscard,
}: {
  page: RecentPage;
  isInPreview: boolean;
  onOpen: (page: RecentPage) => Promise<void>;
  onSave: (page: RecentPage) => Promise<void>;
  onDiscard: (page: RecentPage) => Promise<void>;
}) {
  const [busy, setBusy] = useState<'open' | 'save' | 'download' | 'discard' | null>(null);
  const title = page.title ?? 'Untitled scene';
  const run = (kind: NonNullable<typeof busy>, action: () => Promise<void>) => async () => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    try {
      await downloadImage(page.imageUrl, pngFileName(page.title ?? ''));
      showToast({ title: 'Downloaded!', description: `${pngFileName(page.title ?? '')} is in your downloads` });
    } catch (error) {
      showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download scene'), variant: 'destructive' });
    }
  };
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden" data-testid="recent-page">
        <div className="flex aspect-[17/22] items-center justify-center overflow-hidden border-b border-border bg-white">
          <img src={page.imageUrl} alt={`Unsaved scene: ${title}`} className="size-full object-contain" loading="lazy" />
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <h3 className="text-sm font-semibold break-words">{title}</h3>
          {page.sceneDescription && <p className="line-clamp-2 text-xs text-muted-foreground">{page.sceneDescription}</p>}
          <p className="text-xs text-muted-foreground">
            {isInPreview ? 'In the preview · ' : ''}Kept until {keptUntil(page)}
          </p>
          <div className="mt-auto grid grid-cols-1 gap-2 pt-1 sm:grid-cols-2">
            <Button size="sm" onClick={run('save', () => onSave(page))} disabled={busy !== null} aria-label={`Save ${title}`}>
              {busy === 'save' ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              Save
            </Button>
            <Button variant="outline" size="sm" onClick={run('open', () => onOpen(page))} disabled={busy !== null || isInPreview} aria-label={`Open ${title}`}>
              <FolderOpen aria-hidden />
              Open
            </Button>
            <Button variant="outline" size="sm" onClick={run('download', download)} disabled={busy !== null} aria-label={`Download ${title}`}>
              <Download aria-hidden />
              Download
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="hover:text-destructive"
              onClick={run('discard', () => onDiscard(page))}
              disabled={busy !== null}
              aria-label={`Discard ${title}`}
            >
              <Trash2 aria-hidden />
              Discard
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

/**
 * Pages drawn in the last 24 hours and not saved: a reload, a closed tab or a failed save loses nothing
 * the user paid for. Shown only when there are some.
 */
export function RecentPages(props: {
  previewPageId: string | undefined;
  onOpen: (page: RecentPage) => Promise<void>;
  onSave: (page: RecentPage) => Promise<void>;
  onDiscard: (page: RecentPage) => Promise<void>;
}) {
  const pages = useRecentPages();
  if (!pages.data || pages.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-pages-heading" className="mt-10">
      <h2 id="recent-pages-heading" className="text-xl font-bold">
        Recent pages
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Pages you generated but haven't saved yet. They're kept for 24 hours.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {pages.data.map((page) => (
          <RecentPageCard key={page.id} page={page} isInPreview={page.id === props.previewPageId} {...props} />
        ))}
      </ul>
    </section>
  );
}
