import { useEffect } from 'react';
import { Link } from 'wouter';
import { usePageMeta } from '../lib/page-meta';
import { isUnauthorizedError } from '../lib/query-client';
import { redirectToLogin } from '../lib/unauthorized';
import { PageHeading } from '../components/page-heading';
import { PageLoading } from '../components/page-loading';
import { Button } from '../components/ui/button';
import { BackToDashboard } from '../features/characters/back-to-dashboard';
import { CharacterView } from '../features/characters/character-view';
import { useCharacter } from '../features/characters/character-queries';

export function CharacterDetailPage({ id }: { id: string }) {
  const character = useCharacter(id);
  usePageMeta(character.data?.name ?? 'Character', 'A saved character sheet.');
  const error = character.error;
  useEffect(() => {
    if (error && isUnauthorizedError(error)) redirectToLogin();
  }, [error]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToDashboard />
      {character.isPending ? (
        <PageLoading />
      ) : character.data ? (
        <>
          <div className="mt-4">
            <PageHeading title={character.data.name} />
          </div>
          <CharacterView character={character.data} />
        </>
      ) : (
        <div className="mt-4 rounded-2xl border border-border bg-card p-8 text-center" data-testid="text-character-missing">
          <h1 className="text-2xl font-bold tracking-tight">Character not found</h1>
          <p className="mt-2 text-muted-foreground">It may have been deleted.</p>
          <Button asChild className="mt-6">
            <Link href="/characters/new">Create Character</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
