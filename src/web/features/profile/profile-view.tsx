import { Link } from 'wouter';
import { AlertTriangle, Check, Crown, LogOut, Mail, Sparkles, Trash2 } from 'lucide-react';
import { PLANS } from '../../../shared/plans';
import type { Quota } from '../../../shared/quota';
import type { User } from '../../../shared/user';
import { getInitials } from '../../lib/initials';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatPlanSummary, formatTierName } from '../../lib/usage-format';
import { UsageMeter } from '../../components/usage-meter';
import { AccountSecurityCard } from './account-security-card';
import { formatPlanLimits, getFullName, getProfileLimit } from './profile-format';

export const ACCOUNT_DELETION_MESSAGE = 'Account deletion feature coming soon. Contact support for assistance.';

/** A profile meter draws an unlimited limit as 999 (spec section 9). */
const PROFILE_UNLIMITED_AS = 999;

function AccountCard({ user }: { user: User }) {
  return (
    <Card className="flex min-w-0 flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-xl font-bold text-primary">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : (
          getInitials(user)
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-bold tracking-tight break-words" data-testid="text-profile-name">
          {getFullName(user)}
        </h2>
        {user.email && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all" data-testid="text-profile-email">
              {user.email}
            </span>
          </p>
        )}
      </div>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        {/* A full-page navigation: the server ends the session (spec section 1). */}
        <a href="/api/logout" data-testid="button-sign-out">
          <LogOut />
          Sign Out
        </a>
      </Button>
    </Card>
  );
}

function PlanCard({ quota }: { quota: Quota }) {
  const features = PLANS.find((plan) => plan.tier === quota.tier)?.features ?? [];
  return (
    <Card className="p-5 sm:p-6" data-testid="card-current-plan">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Current plan</p>
      <div className="mt-2 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-lg font-bold" data-testid="text-profile-plan">
            {formatTierName(quota.tier)}
          </p>
          <p className="text-sm text-muted-foreground">{formatPlanSummary(quota)}</p>
        </div>
      </div>
      {features.length > 0 && (
        <ul className="mt-5 grid gap-2 border-t border-border pt-4 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2.5">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      {quota.tier === 'free' && (
        <div className="mt-5 rounded-xl bg-accent-soft p-4" data-testid="upgrade-prompt">
          <p className="flex items-center gap-2 text-sm font-semibold text-accent-foreground">
            <Sparkles className="size-4" aria-hidden="true" />
            Get more from Colorbook Studio
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            The free beta gives you 30 coloring pages a month, 4 characters and a complete book.
          </p>
          <Button asChild size="sm" className="mt-3">
            <Link href="/pricing">View Plans</Link>
          </Button>
        </div>
      )}
    </Card>
  );
}

function UsageCard({ quota }: { quota: Quota }) {
  return (
    <Card className="p-5 sm:p-6" data-testid="card-usage">
      <h2 className="text-lg font-bold tracking-tight">Usage This Month</h2>
      <div className="mt-4 grid gap-5">
        <UsageMeter
          label="Scenes"
          used={quota.scenes.used}
          limit={getProfileLimit(quota.scenes.limit)}
          unlimitedAs={PROFILE_UNLIMITED_AS}
          testId="profile-meter-scenes"
        />
        <UsageMeter
          label="Characters"
          used={quota.characters.used}
          limit={getProfileLimit(quota.characters.limit)}
          unlimitedAs={PROFILE_UNLIMITED_AS}
          testId="profile-meter-characters"
        />
      </div>
      <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground" data-testid="text-plan-limits">
        <span className="font-semibold text-foreground">Plan Limits:</span> {formatPlanLimits(quota)}
      </p>
    </Card>
  );
}

function DangerZone() {
  return (
    <Card className="border-destructive/30 p-5 sm:p-6" data-testid="card-danger-zone">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight text-destructive">
        <AlertTriangle className="size-5" aria-hidden="true" />
        Danger Zone
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Permanently delete your account with its characters, scenes and books.
        </p>
        <Button variant="destructive" onClick={() => window.alert(ACCOUNT_DELETION_MESSAGE)} data-testid="button-delete-account">
          <Trash2 />
          Delete Account
        </Button>
      </div>
    </Card>
  );
}

/**
 * The profile: who is signed in, the plan, this month's usage and the danger zone (spec section 2), plus
 * password and devices for people with a built-in account.
 */
export function ProfileView({ user, quota }: { user: User; quota: Quota | undefined }) {
  return (
    <div className="mt-8 grid gap-6">
      <AccountCard user={user} />
      {quota && (
        <div className="grid gap-6 md:grid-cols-2">
          <PlanCard quota={quota} />
          <UsageCard quota={quota} />
        </div>
      )}
      {user.hasPassword && <AccountSecurityCard user={user} />}
      <DangerZone />
    </div>
  );
}
