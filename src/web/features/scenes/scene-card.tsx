import { useState } from 'react';
import { Link } from 'wouter';
import { BookPlus, Download, ImageOff, RefreshCw, Trash2 } from 'lucide-react';
import type { Scene } from '../../../shared/scene';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { AddToBookDialog } from '../books/add-to-book-dialog';
import { downloadImage, pngFileName } from './download-image';
import { regenerateSceneHref } from './scene-prefill';
import { useDeleteScene } from './scene-queries';
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

export function SceneImage({ scene }: { scene: Pick<Scene, 'title' | 'sceneDescription' | 'thumbnailUrl'> }) {
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
          loading="lazy"
          onError={() => setHasFailed(true)}
        />
      )}
    </div>
  );
}

/** A saved scene on the dashboard: image, title, its characters, Download, Regenerate and delete. */
export function SceneCard({ scene }: { scene: Scene }) {
  const deleteScene = useDeleteScene();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isBookDialogOpen, setIsBookDialogOpen] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    await downloadScene(scene);
    setIsDownloading(false);
  };

  const confirmDelete = () => {
    if (window.confirm(DELETE_ITEM_CONFIRM)) deleteScene.mutate(scene.id);
  };

  return (
    <Card className="flex flex-col overflow-hidden" data-testid="scene-card">
      <SceneImage scene={scene} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold break-words" data-testid="scene-card-title">
            {scene.title}
          </h3>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 size-9 text-muted-foreground hover:text-destructive"
            onClick={confirmDelete}
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
          <Button variant="outline" size="sm" className="col-span-2" onClick={() => setIsBookDialogOpen(true)}>
            <BookPlus aria-hidden />
            Add to Book
          </Button>
        </div>
      </div>
      {isBookDialogOpen && (
        <AddToBookDialog
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
