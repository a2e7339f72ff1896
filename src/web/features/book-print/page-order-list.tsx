import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FileDown, GripVertical, PenTool } from 'lucide-react';
import { BookSceneListSchema } from '../../../shared/book';
import type { Scene } from '../../../shared/scene';
import { sceneAlt } from '../../lib/image-alt';
import { Button } from '../../components/ui/button';
import { showToast } from '../../components/ui/toaster';
import { getErrorMessage } from '../../lib/error-message';
import { apiJson } from '../../lib/query-client';
import { cn } from '../../lib/class-names';
import { downloadFromApi } from '../../lib/download-file';
import { scenePdfUrl, sceneSvgUrl, type ExportChoices } from './export-choices';

function SortablePageRow({
  scene,
  position,
  onDownload,
}: {
  scene: Scene;
  position: number;
  onDownload: (scene: Scene, format: 'pdf' | 'svg') => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: scene.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-3 rounded-lg border border-border bg-card p-2', isDragging && 'relative z-10 shadow-lg')}
      data-testid="page-order-item"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex h-10 w-8 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        aria-label={`Move page ${position}: ${scene.title}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className="w-6 text-right text-sm font-semibold tabular-nums text-muted-foreground">{position}</span>
      <img src={scene.thumbnailUrl} alt={sceneAlt(scene)} className="h-12 w-9 rounded border border-border bg-white object-contain" loading="lazy" />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{scene.title}</span>
      <Button variant="ghost" size="sm" onClick={() => onDownload(scene, 'pdf')} aria-label={`Download PDF of ${scene.title}`}>
        <FileDown aria-hidden />
        <span className="hidden sm:inline">PDF</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDownload(scene, 'svg')} aria-label={`Download SVG of ${scene.title}`}>
        <PenTool aria-hidden />
        <span className="hidden sm:inline">SVG</span>
      </Button>
    </li>
  );
}

/**
 * The book's pages in order; drag a row by its handle, or focus the handle and use Space, the arrow keys
 * and Space again. The new order is saved at once and every export follows it.
 */
export function PageOrderList({
  bookId,
  scenes,
  printChoices,
}: {
  bookId: string;
  scenes: Scene[];
  printChoices: Pick<ExportChoices, 'trim' | 'hasBleed'>;
}) {
  const queryClient = useQueryClient();
  // The order just chosen, shown until the book's pages are read back in it.
  const [pendingOrder, setPendingOrder] = useState<Scene[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const saveOrder = useMutation({
    mutationFn: (order: Scene[]) =>
      apiJson(BookSceneListSchema, 'PATCH', `/api/books/${encodeURIComponent(bookId)}/scenes/order`, {
        sceneIds: order.map((scene) => scene.id),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/').startsWith(`/api/books/${bookId}`) });
    },
    onError: (error) => {
      showToast({ title: 'Update Failed', description: getErrorMessage(error, 'Failed to save the page order'), variant: 'destructive' });
    },
    onSettled: () => setPendingOrder(null),
  });

  const shown = pendingOrder ?? scenes;
  const positionOf = (id: string | number) => shown.findIndex((scene) => scene.id === id) + 1;
  const titleOf = (id: string | number) => shown.find((scene) => scene.id === id)?.title ?? 'page';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, page ${positionOf(active.id)} of ${shown.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over page ${positionOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at page ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((scene) => scene.id === active.id);
    const to = shown.findIndex((scene) => scene.id === over.id);
    if (from < 0 || to < 0) return;
    const order = arrayMove(shown, from, to);
    setPendingOrder(order);
    saveOrder.mutate(order);
  };

  const download = async (scene: Scene, format: 'pdf' | 'svg') => {
    showToast({ title: 'Download Started' });
    try {
      const url = format === 'pdf' ? scenePdfUrl(scene.id, printChoices) : sceneSvgUrl(scene.id);
      await downloadFromApi(url, `${scene.title || 'scene'}.${format}`);
      showToast({ title: 'Downloaded!' });
    } catch (error) {
      showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download the page'), variant: 'destructive' });
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a page, press Space, move it with the up and down arrow keys, and press Space again to drop it. Escape cancels.',
        },
      }}
    >
      <SortableContext items={shown.map((scene) => scene.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Page order" aria-busy={saveOrder.isPending}>
          {shown.map((scene, index) => (
            <SortablePageRow key={scene.id} scene={scene} position={index + 1} onDownload={download} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
