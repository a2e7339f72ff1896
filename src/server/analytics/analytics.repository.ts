import type { ANALYTICS_EVENTS } from '../../shared/constants';
import type { Db } from '../db/database';
import { timestamp } from '../db/ids';

type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export async function insertAnalyticsEvent(
  db: Db,
  event: { name: AnalyticsEventName; userId: string | null; props: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({ name: event.name, user_id: event.userId, props: JSON.stringify(event.props), created_at: timestamp() })
    .execute();
}

export async function listAnalyticsEvents(db: Db) {
  return db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
}
