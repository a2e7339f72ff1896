import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Image, Loader2, Trash2 } from 'lucide-react';
import type { Character } from '../../../shared/character';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CharacterDetails } from './character-details';
import { useDeleteCharacter } from './character-queries';
import { characterSheetAlt } from '../../lib/image-alt';
import { SheetFrame } from './sheet-frame';

export const CHARACTER_DELETE_CONFIRM = 'Are you sure you want to delete this character?';

/** View mode of a saved character: its words (editable with Edit), its sheet, and Delete Character (spec section 2). */
export function CharacterView({ character }: { character: Character }) {
  const [, navigate] = useLocation();
  const deleteCharacter = useDeleteCharacter({ onDeleted: () => navigate('/dashboard') });
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Card className="p-5 sm:p-6 lg:self-start">
        <div className="flex flex-col gap-5">
          <CharacterDetails key={character.id} character={character} />
          <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row">
            <Button asChild className="sm:flex-1">
              <Link href="/scenes/new">
                <Image />
                Create a Scene
              </Link>
            </Button>
            <Button
              variant="outline"
              className="border-destructive/40 text-destructive hover:bg-destructive-soft sm:flex-1"
              onClick={() => setIsConfirmOpen(true)}
              disabled={deleteCharacter.isPending}
              data-testid="button-delete-character"
            >
              {deleteCharacter.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
              Delete Character
            </Button>
            <ConfirmDialog
              isOpen={isConfirmOpen}
              onOpenChange={setIsConfirmOpen}
              title={`Delete ${character.name}?`}
              description={CHARACTER_DELETE_CONFIRM}
              confirmLabel="Delete Character"
              onConfirm={() => deleteCharacter.mutate(character.id)}
            />
          </div>
        </div>
      </Card>
      {/* On a phone the sheet comes first: it is what the page is about. */}
      <Card className="order-first p-5 sm:p-6 lg:order-none">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">Character Sheet</h2>
          <Badge variant="soft" data-testid="badge-pose-count">
            {character.numberOfPoses} Poses
          </Badge>
        </div>
        <SheetFrame>
          <img
            src={character.imageUrl}
            alt={characterSheetAlt(character.name, character.description, character.numberOfPoses)}
            className="size-full object-contain"
            data-testid="img-character-sheet"
          />
        </SheetFrame>
      </Card>
    </div>
  );
}
