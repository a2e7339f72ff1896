import { Link } from 'wouter';
import { Check, Plus, UserRound } from 'lucide-react';
import type { Character } from '../../../shared/character';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/class-names';

/** The most characters one scene may hold (the scene schema's limit). */
export const MAX_SCENE_CHARACTERS = 6;

/** Multi-select grid of the user's characters: each tile is a toggle button. */
export function CharacterPicker({
  characters,
  isLoading,
  selectedIds,
  onToggle,
}: {
  characters: Character[];
  isLoading: boolean;
  selectedIds: string[];
  onToggle: (id: string) => void;
}) {
  const isFull = selectedIds.length >= MAX_SCENE_CHARACTERS;
  return (
    <fieldset>
      <legend className="text-sm font-semibold" data-testid="character-picker-heading">
        Select Characters ({selectedIds.length} selected)
      </legend>
      {isLoading ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading...</p>
      ) : characters.length === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-muted/50 p-6 text-center">
          <UserRound className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">No characters yet. Create a character first!</p>
          <Button asChild size="sm">
            <Link href="/characters/new">
              <Plus aria-hidden />
              Create Character
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {characters.map((character) => {
            const isSelected = selectedIds.includes(character.id);
            return (
              <li key={character.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={!isSelected && isFull}
                  onClick={() => onToggle(character.id)}
                  data-testid="character-option"
                  title={character.name}
                  className={cn(
                    'group relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-card text-left transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                    isSelected ? 'border-primary ring-2 ring-primary/20' : 'border-border hover:border-primary/50',
                  )}
                >
                  <span className="flex aspect-square items-center justify-center bg-white p-1">
                    <img src={character.thumbnailUrl} alt="" className="size-full object-contain" loading="lazy" />
                  </span>
                  <span className="flex items-center gap-2 border-t border-border px-2.5 py-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{character.name}</span>
                    <span
                      className={cn(
                        'flex size-5 shrink-0 items-center justify-center rounded-full border',
                        isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
                      )}
                      aria-hidden
                    >
                      {isSelected && <Check className="size-3.5" />}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
