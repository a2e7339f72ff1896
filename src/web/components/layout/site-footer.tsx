import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../../shared/constants';
import { useAuth } from '../../lib/use-auth';
import { LogoMark } from './logo';

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

export function SiteFooter() {
  const year = new Date().getFullYear();
  // While the session is checked the page below the header is still empty: a footer drawn now would sit
  // on screen and then jump away when the page arrives (a layout shift). It comes with the page instead.
  const { isLoading } = useAuth();
  if (isLoading) return null;
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-7" />
            <span className="font-bold tracking-tight">Colorbook Studio</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            Consistent characters, print-ready coloring pages and whole books — made for parents, teachers and
            creators.
          </p>
        </div>
        {/* Column labels are labels, not headings: the page's outline is its own content. */}
        <div>
          <p id="footer-product" className="text-xs font-semibold tracking-wider text-foreground uppercase">
            Product
          </p>
          <ul className="mt-3 space-y-2" aria-labelledby="footer-product">
            <li>
              <Link href="/pricing" className={linkClass}>
                Pricing
              </Link>
            </li>
            <li>
              <Link href="/help" className={linkClass}>
                Help &amp; FAQ
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p id="footer-legal" className="text-xs font-semibold tracking-wider text-foreground uppercase">
            Legal
          </p>
          <ul className="mt-3 space-y-2" aria-labelledby="footer-legal">
            <li>
              <Link href="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p id="footer-support" className="text-xs font-semibold tracking-wider text-foreground uppercase">
            Support
          </p>
          <ul className="mt-3 space-y-2" aria-labelledby="footer-support">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                Contact Us
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6" data-testid="text-copyright">
          © {year} Colorbook Studio. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
