import { Link } from 'wouter';
import { Crown } from 'lucide-react';
import { PLAN_LIMITS, STORAGE_LIMITS } from '../../../shared/plans';
import type { Quota } from '../../../shared/quota';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { formatPlanSummary, formatTierName } from '../../lib/usage-format';
import { UsageMeter } from '../../components/usage-meter';

/** On the dashboard an unlimited meter counts as 999 (spec section 9). */
const DASHBOARD_UNLIMITED_AS = 999;

const FREE_FALLBACK: Quota = {
  tier: 'free',
  scenes: { used: 0, limit: PLAN_LIMITS.free.scenesPerMonth },
  characters: { used: 0, limit: PLAN_LIMITS.free.characters },
  books: { used: 0, limit: PLAN_LIMITS.free.books },
  library: {
    items: { used: 0, limit: STORAGE_LIMITS.free.savedItems },
    bytes: { used: 0, limit: STORAGE_LIMITS.free.savedBytes },
  },
};

/** The two usage meters and the plan box; before the quota arrives the plan reads Free (spec section 2). */
export function UsageSummary({ quota: loadedQuota }: { quota: Quota | undefined }) {
  const quota = loadedQuota ?? FREE_FALLBACK;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="grid content-center gap-5 p-5 sm:grid-cols-2 sm:gap-8 sm:p-6 md:col-span-2" data-testid="usage-meters">
        <UsageMeter
          label="Scenes This Month"
          used={quota.scenes.used}
          limit={quota.scenes.limit}
          unlimitedAs={DASHBOARD_UNLIMITED_AS}
          testId="meter-scenes"
        />
        <UsageMeter
          label="Characters Created"
          used={quota.characters.used}
          limit={quota.characters.limit}
          unlimitedAs={DASHBOARD_UNLIMITED_AS}
          testId="meter-characters"
        />
      </Card>
      <Card className="flex items-center gap-4 bg-primary-soft/60 p-5 sm:p-6" data-testid="plan-box">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Your plan</p>
          <p className="text-lg font-bold" data-testid="text-plan-name">
            {formatTierName(quota.tier)}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="text-plan-summary">
            {formatPlanSummary(quota)}
          </p>
          {quota.tier === 'free' && (
            // The welcome dialog in front of this box offers the beta's numbers; say the same ones here.
            <p className="text-sm font-medium text-primary" data-testid="text-plan-beta-offer">
              Free beta: {PLAN_LIMITS.beta.scenesPerMonth} scenes &amp; {PLAN_LIMITS.beta.characters} characters
            </p>
          )}
        </div>
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href="/pricing">Plans</Link>
        </Button>
      </Card>
    </div>
  );
}
