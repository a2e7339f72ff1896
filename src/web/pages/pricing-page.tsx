import { Sparkles } from 'lucide-react';
import { PAID_PLANS_MESSAGE, PLANS } from '../../shared/plans';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { usePageMeta } from '../lib/page-meta';
import { Button } from '../components/ui/button';
import { PlanCard } from '../components/plan-card';
import { PageHeading } from '../components/page-heading';
import { loginUrl } from '../../shared/user';

export function PricingPage() {
  usePageMeta(
    'Pricing',
    'Colorbook Studio plans: free during the beta with 30 coloring pages a month, with Starter, Pro and Studio plans coming soon.',
  );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading eyebrow="Pricing" title="Simple plans for every kind of creator" isCentered>
        Start with the free beta today. Paid plans for larger projects and commercial publishing are coming soon.
      </PageHeading>
      <h2 className="sr-only">Plans</h2>
      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            currency="USD"
            action={
              plan.isAvailable ? (
                <Button asChild className="w-full">
                  <a href={loginUrl('signup')}>Join the Beta</a>
                </Button>
              ) : (
                <Button variant="outline" className="w-full" onClick={() => window.alert(PAID_PLANS_MESSAGE)}>
                  Coming Soon
                </Button>
              )
            }
          />
        ))}
      </div>
      <div className="mx-auto mt-12 flex max-w-3xl items-start gap-3 rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p data-testid="text-pricing-note">
          All plans include AI character generation and high-quality line art. Need more, or a plan for a school or
          publisher? Custom enterprise plans are available:{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            contact us
          </a>
          .
        </p>
      </div>
    </div>
  );
}
