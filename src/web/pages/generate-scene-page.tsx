import { Link } from 'wouter';
import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';
import { AddToBookDialog } from '../features/books/add-to-book-dialog';
import { useCharacters } from '../features/characters/character-queries';
import { SceneGenerator } from '../features/scenes/scene-generator';

export function GenerateScenePage() {
  usePageMeta('Generate Scene', 'Put your characters into a print-ready coloring page.');
  const characters = useCharacters();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading title="Generate Scene">
        Pick your characters, describe the moment, and get a print-ready coloring page. Or{' '}
        <Link href="/scenes/photo" className="font-semibold text-primary underline-offset-4 hover:underline">
          start from a photo
        </Link>
        .
      </PageHeading>
      <SceneGenerator characters={characters} AddToBookDialog={AddToBookDialog} />
    </div>
  );
}
