import { Suspense, lazy } from 'react';
import { hasStoredDemoCharacter } from '../../lib/demo-character-key';
import { useAuth } from '../../lib/use-auth';

// The conversion and the character calls it makes load only for a signed-in person with a preview kept from
// the landing page: a visitor, and everyone who never made a preview, downloads none of it.
const DemoCharacterConverter = lazy(() =>
  import('./demo-character-converter').then((m) => ({ default: m.DemoCharacterConverter })),
);

/** Carries a signed-in person's landing-page demo over to their characters (see DemoCharacterConverter). */
export function DemoCharacterConversion() {
  const { user } = useAuth();
  if (!user || !hasStoredDemoCharacter(window.localStorage)) return null;
  return (
    <Suspense fallback={null}>
      <DemoCharacterConverter />
    </Suspense>
  );
}
