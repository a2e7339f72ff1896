import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { announce } from '../components/live-announcer';
import { focusMainContent, MAIN_CONTENT_ID, visibleHeading } from '../lib/main-content';

// Lazy pages and loading states put their heading in a moment later; stop looking after this.
const HEADING_WAIT_MS = 5000;

/**
 * After a client-side navigation, focus goes to the new page's heading (not <body>) and the page's title
 * is announced, as a full page load would. The first page of a visit keeps the browser's own start.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const previousRef = useRef(location);

  useEffect(() => {
    if (previousRef.current === location) return;
    previousRef.current = location;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    let isDone = false;
    const finish = () => {
      if (isDone) return;
      isDone = true;
      observer.disconnect();
      window.clearTimeout(timer);
      // One frame later the page's own effects have set its title.
      window.requestAnimationFrame(() => {
        // A dialog the new page opened (the welcome dialog) keeps the focus it took, and so does a
        // control the page focused itself (the tab a link asked for).
        const active = document.activeElement;
        const hasPlacedFocus = active !== null && active !== main && main.contains(active);
        if (!active?.closest('[role="dialog"]') && !hasPlacedFocus) focusMainContent();
        announce(document.title);
      });
    };
    const observer = new MutationObserver(() => {
      if (visibleHeading(main)) finish();
    });
    const timer = window.setTimeout(finish, HEADING_WAIT_MS);
    if (visibleHeading(main)) finish();
    else observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    return () => {
      isDone = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location]);

  return null;
}
