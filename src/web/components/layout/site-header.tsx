import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Menu, Sparkles, X } from 'lucide-react';
import type { User } from '../../../shared/user';
import { useAuth } from '../../lib/use-auth';
import { getInitials } from '../../lib/initials';
import { cn } from '../../lib/class-names';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';
import { LogoMark } from './logo';
import { loginUrl } from '../../../shared/login-url';

interface NavItem {
  label: string;
  href: string;
}

// Characters and Scenes open their lists (each with its New button), not straight into a create form.
const SIGNED_IN_NAV: NavItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Characters', href: '/dashboard?tab=characters' },
  { label: 'Scenes', href: '/dashboard?tab=scenes' },
  { label: 'Help', href: '/help' },
];

/** The current page as the nav's links spell it: path plus query, so Dashboard and its lists differ. */
function isCurrent(item: NavItem, location: string, search: string): boolean {
  return item.href === (search ? `${location}?${search}` : location);
}

const SIGNED_OUT_NAV: NavItem[] = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Help', href: '/help' },
];

function ProfileLink({ user }: { user: User }) {
  const initials = getInitials(user);
  return (
    <Link
      href="/profile"
      // The name starts with what is shown (initials), so a voice command saying them finds the link.
      aria-label={user.profileImageUrl ? 'Profile' : `${initials}, Profile`}
      data-testid="link-profile"
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-sm font-bold text-primary ring-2 ring-card transition-shadow hover:ring-primary/30"
    >
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span data-testid="text-initials">{initials}</span>
      )}
    </Link>
  );
}

function NavLink({ item, isActive, onNavigate }: { item: NavItem; isActive: boolean; onNavigate?: () => void }) {
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        isActive && 'bg-muted text-foreground',
      )}
    >
      {item.label}
    </Link>
  );
}

function SignInLink({ className }: { className?: string }) {
  // A full-page navigation: sign-in is served by the server, not by the app (spec section 1).
  return (
    <Button asChild size="sm" className={cn('h-9 px-4', className)}>
      <a href={loginUrl('signin')}>Sign In</a>
    </Button>
  );
}

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navItems = user ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  const closeMenu = () => setIsMenuOpen(false);

  // Escape closes the phone menu from anywhere in it and puts focus back on the button that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    // On a short screen (a phone on its side, or text zoomed to 200-400 %) the header scrolls away
    // instead of covering a quarter or more of it.
    <header className="sticky top-0 z-40 border-b [@media(max-height:520px)]:static border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div
        className="flex items-center justify-center gap-1.5 bg-primary px-4 py-1.5 text-center text-xs font-medium text-primary-foreground md:hidden"
        data-testid="banner-beta-mobile"
      >
        <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
        <span>We're in beta — free while we improve things.</span>
      </div>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link
          href={user ? '/dashboard' : '/'}
          className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5"
          data-testid="link-logo"
          onClick={closeMenu}
        >
          <LogoMark />
          {/* Below 380 px the name would run under the BETA badge: the mark alone, the name still read out. */}
          <span className="text-[15px] font-bold tracking-tight whitespace-nowrap max-[379px]:sr-only sm:text-base">Colorbook Studio</span>
        </Link>
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="accent" className="cursor-default text-[10px]" tabIndex={0} data-testid="badge-beta">
              BETA
            </Badge>
          </TooltipTrigger>
          <TooltipContent>Colorbook Studio is in beta: free while we improve it.</TooltipContent>
        </Tooltip>

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {!isLoading &&
            navItems.map((item) => <NavLink key={item.href} item={item} isActive={isCurrent(item, location, search)} />)}
          {!isLoading && user && (
            <>
              <Button asChild variant="accent" size="sm" className="ml-2 h-9 px-4">
                <Link href="/pricing">Upgrade</Link>
              </Button>
              <div className="ml-2">
                <ProfileLink user={user} />
              </div>
            </>
          )}
          {!isLoading && !user && <SignInLink className="ml-2" />}
        </nav>

        <div className="ml-auto flex items-center gap-2 md:hidden">
          {!isLoading && user && <ProfileLink user={user} />}
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-nav"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>

      {isMenuOpen && !isLoading && (
        <nav id="mobile-nav" aria-label="Mobile" className="border-t border-border bg-background px-4 pt-2 pb-4 md:hidden">
          <div className="flex flex-col gap-1">
            {navItems.map((item) => (
              <NavLink key={item.href} item={item} isActive={isCurrent(item, location, search)} onNavigate={closeMenu} />
            ))}
            {user ? (
              <Button asChild variant="accent" className="mt-2">
                <Link href="/pricing" onClick={closeMenu}>
                  Upgrade
                </Link>
              </Button>
            ) : (
              <SignInLink className="mt-2 h-10" />
            )}
          </div>
        </nav>
      )}
    </header>
  );
}
