import { usePageMeta } from '../lib/page-meta';
import { PageHeading } from '../components/page-heading';
import { BackToDashboard } from '../features/characters/back-to-dashboard';
import { CreateCharacterForm } from '../features/characters/create-character-form';

export function CreateCharacterPage() {
  usePageMeta('Create Character', 'Describe a character and get a consistent line-art character sheet.');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToDashboard />
      <div className="mt-4">
        <PageHeading title="Create Character">
          Describe your character once and get a sheet of consistent poses to use in every scene.
        </PageHeading>
      </div>
      <CreateCharacterForm />
    </div>
  );
}
