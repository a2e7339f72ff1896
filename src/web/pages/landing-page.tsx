import { Suspense, lazy, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { usePageMeta } from '../lib/page-meta';
import { Badge } from '../components/ui/badge';
import { CharacterPreview } from '../features/landing/character-preview';
import type { SignupSource } from '../features/landing/beta-terms-dialog';
import {
  FeaturesSection,
  FinalCallToAction,
  PricingSection,
  ProcessSection,
} from '../features/landing/landing-sections';

// The dialog (and the dialog library under it) loads when a visitor first opens it, not with the page.
const BetaTermsDialog = lazy(() => import('../features/landing/beta-terms-dialog').then((m) => ({ default: m.BetaTermsDialog })));

export function LandingPage() {
  usePageMeta(
    'Coloring Books with Consistent Characters',
    'Describe a character and get a consistent line-art character sheet, then turn it into print-ready coloring pages and books. Free during the beta.',
  );
  const [signupSource, setSignupSource] = useState<SignupSource | null>(null);

  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-primary-soft),transparent)]"
        />
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24">
          <div className="mx-auto max-w-4xl text-center">
            <Badge variant="soft" className="px-3 py-1 text-xs">
              Free during the beta
            </Badge>
            <h1 className="mt-5 text-[2.1rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Your characters, on every page of your coloring book
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
              Describe a character and get a clean line-art sheet in three poses. Then put it in scenes and export
              print-ready pages for home, the classroom or KDP.
            </p>
          </div>
          <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-border bg-card p-5 shadow-lg shadow-primary/5 sm:p-7">
            <CharacterPreview onContinue={() => setSignupSource('preview')} />
          </div>
          <p className="mt-5 flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            No account needed for a preview. Nothing to install.
          </p>
        </div>
      </section>
      <FeaturesSection />
      <ProcessSection />
      <PricingSection onJoinBeta={() => setSignupSource('pricing')} />
      <FinalCallToAction />
      {signupSource !== null && (
        <Suspense fallback={null}>
          <BetaTermsDialog
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setSignupSource(null);
            }}
            source={signupSource}
          />
        </Suspense>
      )}
    </>
  );
}
