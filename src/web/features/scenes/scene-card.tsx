import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { BookPlus, Copy, Download, ImageOff, Maximize2, Printer, RefreshCw, Trash2 } from 'lucide-react';
import { PAGE_KIND_LABELS } from '../../../shared/page-kind';
import type { Scene } from '../../../shared/scene';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { showToast } from '../../components/ui/toaster';
import { focusAfterRemoval } from '../../lib/focus-after-removal';
import { getErrorMessage } from '../../lib/error-message';
import { AddToBookDialog } from '../books/add-to-book-dialog';
import { downloadImage, pngFileName } from './download-image';
import { regenerateSceneHref } from './scene-prefill';
import { useDeleteScene, useDuplicateScene } from './scene-queries';
import { SceneLightbox } from './scene-lightbox';
import { sceneAlt } from '../../lib/image-alt';

export const DELETE_ITEM_CONFIRM = 'Are you sure you want to delete the item? This cannot be undone.';

/** Downloads a saved scene as '{title}.png', with the toasts every download shows. */
export async function downloadScene(scene: Pick<Scene, 'title' | 'imageUrl'>): Promise<void> {
  try {
    await downloadImage(scene.imageUrl, pngFileName(scene.title));
    showToast({ title: 'Downloaded!', description: `${pngFileName(scene.title)} is in your downloads` });
  } catch (error) {
    showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download scene'), variant: 'destructive' });
  }
}

export function SceneImage({
  scene,
  isFirstRow = false,
}: {
  scene: Pick<Scene, 'title' | 'sceneDescription' | 'thumbnailUrl'>;
  /** On screen as the list opens: loaded at once rather than lazily. */
  isFirstRow?: boolean;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <div className="flex aspect-[17/22] items-center justify-center overflow-hidden rounded-t-2xl border-b border-border bg-white">
      {hasFailed ? (
        <ImageOff className="size-8 text-muted-foreground" aria-label="Image unavailable" />
      ) : (
        <img
          src={scene.thumbnailUrl}
          alt={sceneAlt(scene)}
          className="size-full object-contain"
          loading={isFirstRow ? 'eager' : 'lazy'}
          onError={() => setHasFailed(true)}
        />
      )}
    </div>
  );
}

/** A saved scene on the dashboard: image, title, its characters, Download, Regenerate and delete. */
export function SceneCard({ scene, isFirstRow = false }: { scene: Scene; isFirstRow?: boolean }) {
  const deleteScene = useDeleteScene();
  const duplicateScene = useDuplicateScene();
  const [isLightboxOpen, setIsLightboxOpen] = useState(false);
  // Add to Book from the large view returns focus to its opener, the view-large button.
  const [isBookFromLightbox, setIsBookFromLightbox] = useState(false);
  const viewLargeRef = useRef<HTMLButtonElement>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const [isBookDialogOpen, setIsBookDialogOpen] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);

  const download = async () => {
    setIsDownloading(true);
    await downloadScene(scene);
    setIsDownloading(false);
  };

  const deleteConfirmed = () => {
    const restoreFocus = cardRef.current ? focusAfterRemoval(cardRef.current) : () => {};
    deleteScene.mutateAsync(scene.id).then(restoreFocus, () => {});
  };

  return (
    <Card ref={cardRef} className="flex flex-col overflow-hidden" data-testid="scene-card">
      <div className="relative">
        <SceneImage scene={scene} isFirstRow={isFirstRow} />
        {scene.kind !== 'scene' && (
          // An activity page says what it is: a maze or a dot-to-dot looks much like a scene when small.
          <Badge className="absolute top-2 left-2 shadow-sm" data-testid="scene-kind">
            {PAGE_KIND_LABELS[scene.kind]}
          </Badge>
        )}
        <Button
          ref={viewLargeRef}
          variant="outline"
          size="icon"
          className="absolute right-2 bottom-2 size-9 bg-card/90"
          onClick={() => setIsLightboxOpen(true)}
          aria-label={`View ${scene.title} large`}
        >
          <Maximize2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold break-words" data-testid="scene-card-title">
            {scene.title}
          </h3>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 size-9 text-muted-foreground hover:text-destructive"
            onClick={() => setIsConfirmOpen(true)}
            disabled={deleteScene.isPending}
            aria-label={`Delete scene ${scene.title}`}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
        {scene.characterNames.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Characters">
            {scene.characterNames.map((name, index) => (
              <li key={`${name}-${index}`}>
                <Badge variant="soft" className="max-w-40 truncate">
                  {name}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={download} disabled={isDownloading}>
            <Download aria-hidden />
            Download
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link href={regenerateSceneHref(scene)}>
              <RefreshCw aria-hidden />
              Regenerate
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => duplicateScene.mutate(scene)}
            disabled={duplicateScene.isPending}
            aria-label={`Duplicate ${scene.title}`}
          >
            <Copy aria-hidden />
            Duplicate
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link href={`/print/scene/${encodeURIComponent(scene.id)}`} aria-label={`Print ${scene.title}`}>
              <Printer aria-hidden />
              Print
            </Link>
          </Button>
          <Button variant="outline" size="sm" className="col-span-2"
            onClick={() => {
              setIsBookFromLightbox(false);
              setIsBookDialogOpen(true);
            }}
          >
            <BookPlus aria-hidden />
            Add to Book
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={`Delete "${scene.title}"?`}
        description={DELETE_ITEM_CONFIRM}
        confirmLabel="Delete Scene"
        onConfirm={deleteConfirmed}
      />
      {isLightboxOpen && (
        <SceneLightbox
          scene={scene}
          isOpen={isLightboxOpen}
          onOpenChange={setIsLightboxOpen}
          onDownload={() => downloadScene(scene)}
          onAddToBook={() => {
            setIsBookFromLightbox(true);
            setIsBookDialogOpen(true);
          }}
        />
      )}
      {isBookDialogOpen && (
        <AddToBookDialog
          returnFocusRef={isBookFromLightbox ? viewLargeRef : undefined}
          isOpen={isBookDialogOpen}
          onOpenChange={setIsBookDialogOpen}
          sceneId={scene.id}
          sceneTitle={scene.title}
          defaultAgeGroup={scene.ageGroup}
        />
      )}
    </Card>
  );
}
