import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trash2, UserRound } from 'lucide-react';
import type { Character } from '../../../shared/character';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, DELETE_ITEM_CONFIRM } from '../../components/ui/confirm-dialog';
import { focusAfterRemoval } from '../../lib/focus-after-removal';
import { useDeleteCharacter } from './character-queries';

function CharacterThumbnail({ character, isFirstRow }: { character: Character; isFirstRow: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <div className="flex size-full items-center justify-center text-muted-foreground" data-testid="img-character-placeholder">
        <UserRound className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={character.thumbnailUrl}
      alt=""
      loading={isFirstRow ? 'eager' : 'lazy'}
      onError={() => setHasFailed(true)}
      className="size-full object-contain p-2 transition-transform duration-300 group-hover:scale-[1.02]"
    />
  );
}

/** A saved character on the dashboard: opens its page; delete asks first (spec section 2). */
export function CharacterCard({ character, isFirstRow = false }: { character: Character; isFirstRow?: boolean }) {
  const deleteCharacter = useDeleteCharacter();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const deleteConfirmed = () => {
    const restoreFocus = cardRef.current ? focusAfterRemoval(cardRef.current) : () => {};
    deleteCharacter.mutateAsync(character.id).then(restoreFocus, () => {});
  };
  return (
    <Card ref={cardRef} className="group relative overflow-hidden transition-shadow hover:shadow-md" data-testid={`card-character-${character.id}`}>
      {/* Named by what it shows (name, description, poses), so the spoken name matches the visible one. */}
      <Link href={`/characters/${character.id}`} className="block rounded-2xl">
        <div className="aspect-[4/3] overflow-hidden border-b border-border bg-white">
          <CharacterThumbnail character={character} isFirstRow={isFirstRow} />
        </div>
        <div className="p-4">
          <div className="flex items-start justify-between gap-2 pr-8">
            <h3 className="truncate font-semibold" data-testid="text-character-name">
              {character.name}
            </h3>
          </div>
          <p className="mt-1 line-clamp-2 min-h-10 text-sm text-muted-foreground" data-testid="text-character-description">
            {character.description}
          </p>
          <Badge variant="soft" className="mt-3" data-testid="text-pose-count">
            {character.numberOfPoses} Poses
          </Badge>
        </div>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-2 bottom-2 size-9 text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
        aria-label={`Delete ${character.name}`}
        disabled={deleteCharacter.isPending}
        onClick={() => setIsConfirmOpen(true)}
        data-testid="button-delete-character"
      >
        <Trash2 />
      </Button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={`Delete ${character.name}?`}
        description={DELETE_ITEM_CONFIRM}
        confirmLabel="Delete Character"
        onConfirm={deleteConfirmed}
      />
    </Card>
  );
}
