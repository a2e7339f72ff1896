import type { Kysely, Migration } from 'kysely';

/**
 * What kind of page a saved scene is (scene, mandala, maze, dot-to-dot, name page: issue 13), so the
 * library can say so without opening every picture. Pages saved before were scenes.
 */
export const sceneKind: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('scenes').addColumn('kind', 'text', (c) => c.notNull().defaultTo('scene')).execute();
  },
};
