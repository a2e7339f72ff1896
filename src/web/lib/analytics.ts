import type { AnalyticsEventRequest } from '../../shared/analytics';

/** Records a product event; analytics never gets in the user's way, so failures are ignored. */
export function trackEvent(name: AnalyticsEventRequest['name'], props: AnalyticsEventRequest['props'] = {}): void {
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, props }),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
