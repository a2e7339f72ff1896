import { useEffect, useRef, useState } from 'react';
import { Check, Loader2, Mail, PartyPopper } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../../shared/constants';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/user';
import { getErrorMessage } from '../../lib/error-message';
import { isUnauthorizedError } from '../../lib/query-client';
import { redirectToLogin } from '../../lib/unauthorized';
import { focusMainContent } from '../../lib/main-content';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { showToast } from '../../components/ui/toaster';
import { useActivateBeta, useUpdateOnboarding } from './user-mutations';

const BETA_FEATURES = PLANS.find((plan) => plan.tier === 'beta')?.features ?? [];

/** Users past the free tier who have not seen the welcome get it marked seen; failures are only logged (spec section 4). */
function useMarkWelcomeSeen(user: User) {
  const updateOnboarding = useUpdateOnboarding();
  const hasAsked = useRef(false);
  const { mutate } = updateOnboarding;
  const shouldMark = user.tier !== 'free' && !user.hasSeenWelcome;
  useEffect(() => {
    if (!shouldMark || hasAsked.current) return;
    hasAsked.current = true;
    mutate({ hasSeenWelcome: true }, { onError: (error) => console.error('Could not record the welcome as seen', error) });
  }, [shouldMark, mutate]);
}

/**
 * The beta welcome: open for a free user, who cannot close it and must press 'Start Creating!'
 * to activate the beta (spec sections 2 and 4).
 */
export function BetaWelcomeDialog({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(user.tier === 'free');
  const activateBeta = useActivateBeta();
  const isClosable = user.tier !== 'free';
  useMarkWelcomeSeen(user);

  const activate = () =>
    activateBeta.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        showToast({ title: 'Welcome to Beta!', description: 'Your beta account has been activated. Start creating!' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
          return;
        }
        showToast({
          title: 'Error',
          description: getErrorMessage(error, 'Failed to activate beta plan'),
          variant: 'destructive',
        });
      },
    });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open || isClosable) && setIsOpen(open)}>
      <DialogContent
        hasCloseButton={isClosable}
        onEscapeKeyDown={(event) => !isClosable && event.preventDefault()}
        onPointerDownOutside={(event) => !isClosable && event.preventDefault()}
        onInteractOutside={(event) => !isClosable && event.preventDefault()}
        // It opened with the page, not from a button: focus goes to the dashboard's heading, not <body>.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusMainContent();
        }}
        data-testid="dialog-beta-welcome"
      >
        <DialogHeader className="items-center pr-0 text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
            <PartyPopper className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle className="text-xl">Welcome to the Colorbook Studio Beta!</DialogTitle>
          <DialogDescription>
            You've joined our free beta. While we're improving things, your account includes:
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 rounded-xl bg-muted p-4 text-sm">
          {BETA_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2.5">
              <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2.5 text-sm text-muted-foreground">
          <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Your feedback shapes the product: we'll send a short feedback form after your first book, and you can
            reach us any time at{' '}
            <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </span>
        </p>
        <Button size="lg" onClick={activate} disabled={activateBeta.isPending} data-testid="button-start-creating">
          {activateBeta.isPending && <Loader2 className="animate-spin" />}
          {activateBeta.isPending ? 'Activating...' : 'Start Creating!'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
