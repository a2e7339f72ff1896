import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Client-side navigation keeps the old scroll position; a new page should start at its top. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
