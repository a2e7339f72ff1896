import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * The end of a list that has more on the server: the next page loads as this comes near the screen while
 * scrolling, or with the button (keyboard users, or a browser without IntersectionObserver).
 */
export function LoadMore({
  shown,
  total,
  isLoading,
  onLoadMore,
}: {
  shown: number;
  total: number | undefined;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest callback, so the observer is not re-created on every render.
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // Starts the next page a screen ahead, so scrolling rarely reaches the end.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    }, { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2" data-testid="list-load-more">
      {total !== undefined && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown} of {total}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={onLoadMore} disabled={isLoading} data-testid="button-load-more">
        {isLoading && <Loader2 className="animate-spin" aria-hidden="true" />}
        {isLoading ? 'Loading...' : 'Show more'}
      </Button>
    </div>
  );
}
