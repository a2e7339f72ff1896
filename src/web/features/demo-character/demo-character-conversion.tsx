import { Suspense, lazy } from 'react';
import { useAuth } from '../../lib/use-auth';

// The conversion and the character calls it makes load only for a signed-in person: a visitor on the
// landing page downloads none of it.
const DemoCharacterConverter = lazy(() =>
  import('./demo-character-converter').then((m) => ({ default: m.DemoCharacterConverter })),
);

/** Carries a signed-in person's landing-page demo over to their characters (see DemoCharacterConverter). */
export function DemoCharacterConversion() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <DemoCharacterConverter />
    </Suspense>
  );
}
