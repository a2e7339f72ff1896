import { useState } from 'react';
import { Link } from 'wouter';
import { BookPlus, Download, Printer } from 'lucide-react';
import type { Scene } from '../../shared/scene';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { sceneAlt } from '../lib/image-alt';

/**
 * A saved page shown as large as the screen allows, with what can be done with it: download, print, add
 * to a book. Escape or Close ends it and focus goes back to what opened it (the dialog's own rule).
 */
export function SceneLightbox({
  scene,
  isOpen,
  onOpenChange,
  onDownload,
  onAddToBook,
}: {
  scene: Scene;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDownload: () => Promise<void>;
  /** Called after the lightbox has closed, so the book dialog does not open over it. */
  onAddToBook: () => void;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    await onDownload();
    setIsDownloading(false);
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-3 p-4 sm:p-6" data-testid="scene-lightbox">
        <DialogHeader>
          <DialogTitle className="break-words">{scene.title}</DialogTitle>
          <DialogDescription>
            {scene.characterNames.length > 0 ? `With ${scene.characterNames.join(', ')}. ` : ''}
            {scene.sceneDescription}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-center rounded-xl border border-border bg-white">
          <img src={scene.imageUrl} alt={sceneAlt(scene)} className="max-h-[calc(100dvh-21rem)] w-auto max-w-full object-contain sm:max-h-[65dvh]" />
        </div>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Button variant="outline" onClick={download} disabled={isDownloading}>
            <Download aria-hidden />
            Download
          </Button>
          <Button variant="outline" asChild>
            <Link href={`/print/scene/${encodeURIComponent(scene.id)}`}>
              <Printer aria-hidden />
              Print
            </Link>
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onAddToBook();
            }}
          >
            <BookPlus aria-hidden />
            Add to Book
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
