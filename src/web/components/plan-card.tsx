import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { PlanPresentation } from '../../shared/plans';
import { cn } from '../lib/class-names';
import { Badge } from './ui/badge';

export type PriceCurrency = 'GBP' | 'USD';

const CURRENCY_SYMBOL: Record<PriceCurrency, string> = { GBP: '£', USD: '$' };

/** '£11.99', '£21', '$0': whole amounts without pennies. */
export function formatPlanPrice(amount: number, currency: PriceCurrency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${CURRENCY_SYMBOL[currency]}${amount.toFixed(digits)}`;
}

/** One plan of spec section 9; the landing page shows GBP prices, the pricing page USD. */
export function PlanCard({
  plan,
  currency,
  action,
}: {
  plan: PlanPresentation;
  currency: PriceCurrency;
  action: ReactNode;
}) {
  const amount = currency === 'GBP' ? plan.priceGbp : plan.priceUsd;
  return (
    <div
      data-testid={`plan-${plan.tier}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.isMostPopular ? 'border-primary shadow-md ring-1 ring-primary' : 'border-border',
      )}
    >
      {plan.isMostPopular && (
        <Badge className="absolute -top-3 left-6 shadow-sm" data-testid="badge-most-popular">
          MOST POPULAR
        </Badge>
      )}
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.isAvailable ? 'Free while we are in beta' : 'Coming soon'}
      </p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight" data-testid={`price-${plan.tier}`}>
          {amount === null ? 'Free' : formatPlanPrice(amount, currency)}
        </span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </div>
  );
}
