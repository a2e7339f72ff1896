import { Link } from 'wouter';
import { Compass } from 'lucide-react';
import { usePageMeta } from '../lib/page-meta';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  usePageMeta('Page Not Found', 'The page you were looking for does not exist or has moved.');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary">404</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-base text-muted-foreground">
        We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/help">Visit Help &amp; FAQ</Link>
        </Button>
      </div>
    </div>
  );
}
