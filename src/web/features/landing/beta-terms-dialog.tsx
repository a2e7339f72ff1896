import { BookOpen, Check, Image, MessageSquareHeart, Users } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../../shared/constants';
import { loginUrl } from '../../../shared/user';
import { trackEvent } from '../../lib/analytics';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

const BETA_INCLUDES = [
  { icon: Image, text: '30 coloring pages every month' },
  { icon: Users, text: '4 consistent characters' },
  { icon: BookOpen, text: '1 complete book with ZIP download' },
];

export type SignupSource = 'preview' | 'pricing';

/** The beta agreement shown before sign-up; accepting is a full-page navigation to the login. */
export function BetaTermsDialog({
  isOpen,
  onOpenChange,
  source,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  source: SignupSource;
}) {
  const acceptAndSignUp = () => {
    trackEvent('signup_intent', { source });
    window.location.href = loginUrl('signup');
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent data-testid="dialog-beta-terms">
        <DialogHeader>
          <DialogTitle>Join the Colorbook Studio beta</DialogTitle>
          <DialogDescription>Free while we are in beta. Here is what that means for you.</DialogDescription>
        </DialogHeader>

        <section aria-labelledby="beta-gets" className="rounded-xl bg-muted p-4">
          <h3 id="beta-gets" className="text-sm font-semibold">
            What you get
          </h3>
          <ul className="mt-3 space-y-2">
            {BETA_INCLUDES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2.5 text-sm">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="beta-agreement">
          <h3 id="beta-agreement" className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquareHeart className="size-4 text-primary" aria-hidden="true" />
            Beta testing agreement
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm text-muted-foreground">
            <li className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Colorbook Studio is still being improved, so you may meet the odd rough edge.
            </li>
            <li className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              In return for free access we ask for your honest feedback. We'll share a short feedback form after
              you create your first book, and by e-mail.
            </li>
          </ul>
        </section>

        <p className="text-sm text-muted-foreground">
          Questions? Write to us at{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={acceptAndSignUp}>Accept &amp; Continue to Sign Up</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
