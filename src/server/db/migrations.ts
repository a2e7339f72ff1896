import { type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { bookPrintSettings } from './migration-book-print-settings';
import { sceneKind } from './migration-scene-kind';

// One set of migrations for SQLite and PostgreSQL: only portable column types; auto-increment ids are
// the one place the dialects differ.

function initialSchema(isPostgres: boolean): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('oidc_subject', 'text', (c) => c.unique())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('profile_image_url', 'text')
        .addColumn('tier', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('has_seen_welcome', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checklist_dismissed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('oidc_id_token', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blob_key', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('images_user_id').on('images').column('user_id').execute();

      await db.schema
        .createTable('characters')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('number_of_poses', 'integer', (c) => c.notNull())
        .addColumn('spec', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text', (c) => c.notNull().references('images.id'))
        .addColumn('thumbnail_id', 'text', (c) => c.notNull().references('images.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('characters_user_id').on('characters').column('user_id').execute();

      await db.schema
        .createTable('scenes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('scene_description', 'text', (c) => c.notNull())
        .addColumn('age_group', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text', (c) => c.notNull().references('images.id'))
        .addColumn('thumbnail_id', 'text', (c) => c.notNull().references('images.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('scenes_user_id').on('scenes').column('user_id').execute();

      await db.schema
        .createTable('scene_characters')
        .addColumn('scene_id', 'text', (c) => c.notNull().references('scenes.id').onDelete('cascade'))
        .addColumn('character_id', 'text', (c) => c.notNull())
        .addColumn('character_name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('scene_characters_pk', ['scene_id', 'character_id'])
        .execute();

      await db.schema
        .createTable('books')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('age_group', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('books_user_id').on('books').column('user_id').execute();

      await db.schema
        .createTable('book_scenes')
        .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
        .addColumn('scene_id', 'text', (c) => c.notNull().references('scenes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('book_scenes_pk', ['book_id', 'scene_id'])
        .execute();

      await db.schema
        .createTable('usage_events')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('usage_events_user_kind_time')
        .on('usage_events')
        .columns(['user_id', 'kind', 'created_at'])
        .execute();

      await db.schema
        .createTable('analytics_events')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('props', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/** Password-reset links: only the SHA-256 of each token is kept, like session ids. */
const passwordResetTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_time')
      .on('password_reset_tokens')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};

/**
 * Pages this server drew and nobody saved yet: the SHA-256 of their bytes, so a save can be matched to a
 * drawing, and for scenes the bytes themselves (blob_key), listed as Recent pages until they expire.
 */
const generatedPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('generated_pages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('visitor_hash', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('blob_key', 'text')
      .addColumn('byte_size', 'integer', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('generated_pages_user_kind').on('generated_pages').columns(['user_id', 'kind', 'created_at']).execute();
    await db.schema.createIndex('generated_pages_sha256').on('generated_pages').column('sha256').execute();
    await db.schema.createIndex('generated_pages_expires_at').on('generated_pages').column('expires_at').execute();
  },
};

/**
 * Request counters of the rate limits (sign-in, sign-up, generations...): in the database, so every instance
 * behind a load balancer counts against the same limit. `window_ends_at` is milliseconds since the epoch.
 */
const rateLimitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_counters_window_ends_at').on('rate_limit_counters').column('window_ends_at').execute();
  },
};

/**
 * Lists are read newest first, a page at a time (`?limit=&cursor=`): each of these indexes hands over a
 * user's rows already in that order, so the 50th page costs what the first does. They start with user_id,
 * so they also serve every lookup the single-column indexes did.
 */
const listOrderIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['scenes', 'characters', 'books']) {
      await db.schema.createIndex(`${table}_user_newest`).on(table).columns(['user_id', 'created_at desc', 'id']).execute();
      await db.schema.dropIndex(`${table}_user_id`).execute();
    }
    await db.schema.createIndex('book_scenes_book_position').on('book_scenes').columns(['book_id', 'position']).execute();
  },
};

/**
 * A scene image is reserved on the quota before it is drawn and counted once delivered: `reserved_until`
 * is set while it is being drawn and cleared on delivery. A reservation whose process died stops counting
 * when it expires and is removed by housekeeping. Blob keys are indexed so housekeeping can tell which
 * stored files no row refers to.
 */
const usageReservations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('usage_events').addColumn('reserved_until', 'text').execute();
    await db.schema.createIndex('images_blob_key').on('images').column('blob_key').execute();
    await db.schema.createIndex('generated_pages_blob_key').on('generated_pages').column('blob_key').execute();
  },
};

/** Failed password sign-ins per account (keyed by the e-mail's hash), shared by every instance. */
const signInThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_allowed_at', 'text', (c) => c.notNull())
      .addColumn('last_attempt_at', 'text', (c) => c.notNull())
      .execute();
  },
};

export function createMigrationProvider(isPostgres: boolean): MigrationProvider {
  return {
    async getMigrations() {
      return { '0001_initial_schema': initialSchema(isPostgres), '0002_password_reset_tokens': passwordResetTokens, '0003_book_print_settings': bookPrintSettings, '0004_generated_pages': generatedPages, '0005_rate_limit_counters': rateLimitCounters, '0006_list_order_indexes': listOrderIndexes, '0007_usage_reservations': usageReservations, '0008_sign_in_throttle': signInThrottle, '0009_scene_kind': sceneKind };
    },
  };
}
