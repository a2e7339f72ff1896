import { useState, type ReactNode, type RefObject } from 'react';
import { ImageOff, Maximize2 } from 'lucide-react';
import type { Scene } from '../../shared/scene';
import { downloadScene } from '../lib/download-image';
import { sceneAlt } from '../lib/image-alt';
import { SceneLightbox } from './scene-lightbox';
import { Button } from './ui/button';

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

/**
 * A saved page's thumbnail on a card, with a "View … large" button in its corner that opens the page in a
 * lightbox (download, print, add to a book).
 */
export function SceneThumbnail({
  scene,
  isFirstRow = false,
  viewLargeRef,
  onAddToBook,
  children,
}: {
  scene: Scene;
  isFirstRow?: boolean;
  /** The view-large button, where focus returns after a book dialog opened from the lightbox. */
  viewLargeRef: RefObject<HTMLButtonElement | null>;
  onAddToBook: () => void;
  /** Marks drawn over the image, such as a page-kind badge. */
  children?: ReactNode;
}) {
  const [isLightboxOpen, setIsLightboxOpen] = useState(false);
  return (
    <div className="relative">
      <SceneImage scene={scene} isFirstRow={isFirstRow} />
      {children}
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
      {isLightboxOpen && (
        <SceneLightbox
          scene={scene}
          isOpen={isLightboxOpen}
          onOpenChange={setIsLightboxOpen}
          onDownload={() => downloadScene(scene)}
          onAddToBook={onAddToBook}
        />
      )}
    </div>
  );
}
