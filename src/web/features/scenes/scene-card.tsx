import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { BookPlus, Copy, Download, Printer, RefreshCw, Trash2 } from 'lucide-react';
import { PAGE_KIND_LABELS } from '../../../shared/page-kind';
import type { Scene } from '../../../shared/scene';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, DELETE_ITEM_CONFIRM } from '../../components/ui/confirm-dialog';
import { focusAfterRemoval } from '../../lib/focus-after-removal';
import { SceneThumbnail } from '../../components/scene-thumbnail';
import { downloadScene } from '../../lib/download-image';
import type { AddToBookDialogComponent } from './add-to-book-slot';
import { regenerateSceneHref } from './scene-prefill';
import { useDeleteScene, useDuplicateScene } from './scene-queries';

/** A saved scene on the dashboard: image, title, its characters, Download, Regenerate and delete. */
export function SceneCard({
  scene,
  isFirstRow = false,
  AddToBookDialog,
}: {
  scene: Scene;
  isFirstRow?: boolean;
  AddToBookDialog: AddToBookDialogComponent;
}) {
  const deleteScene = useDeleteScene();
  const duplicateScene = useDuplicateScene();
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
      <SceneThumbnail
        scene={scene}
        isFirstRow={isFirstRow}
        viewLargeRef={viewLargeRef}
        onAddToBook={() => {
          setIsBookFromLightbox(true);
          setIsBookDialogOpen(true);
        }}
      >
        {scene.kind !== 'scene' && (
          // An activity page says what it is: a maze or a dot-to-dot looks much like a scene when small.
          <Badge className="absolute top-2 left-2 shadow-sm" data-testid="scene-kind">
            {PAGE_KIND_LABELS[scene.kind]}
          </Badge>
        )}
      </SceneThumbnail>
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
