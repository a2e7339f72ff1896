import type { ColumnType, Generated } from 'kysely';

// Table types shared by both dialects. Booleans are stored as 0/1 integers and timestamps as ISO-8601
// UTC text, so the same SQL and comparisons work on SQLite and PostgreSQL.
export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  oidc_subject: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  tier: string;
  has_seen_welcome: number;
  checklist_dismissed: number;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the random session id; the id itself only lives in the cookie. */
  id_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  /** Kept to end the session at the OpenID provider on logout. */
  oidc_id_token: string | null;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the random token; the token itself only travels in the e-mailed link. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  /** Set when the link was used (or made void by another reset): a link works once. */
  used_at: string | null;
  created_at: string;
}

export interface ImagesTable {
  id: string;
  user_id: string;
  blob_key: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  created_at: string;
}

export interface CharactersTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  number_of_poses: number;
  /** JSON of the engine's CharacterSpec. */
  spec: string;
  image_id: string;
  thumbnail_id: string;
  created_at: string;
}

export interface ScenesTable {
  id: string;
  user_id: string;
  title: string;
  scene_description: string;
  age_group: string;
  image_id: string;
  thumbnail_id: string;
  created_at: string;
  /** The page kind (`PageKind`); 'scene' when left out. */
  kind: ColumnType<string, string | undefined, string>;
}

export interface SceneCharactersTable {
  scene_id: string;
  character_id: string;
  /** The character's name when the scene was saved: tags stay readable after the character is deleted. */
  character_name: string;
  position: number;
}

export interface BooksTable {
  id: string;
  user_id: string;
  title: string;
  age_group: string;
  created_at: string;
}

/** `settings`: BookPrintSettings as JSON (src/shared/book-publishing.ts). */
export interface BookPrintSettingsTable {
  book_id: string;
  settings: string;
  updated_at: string;
}

export interface BookScenesTable {
  book_id: string;
  scene_id: string;
  position: number;
}

export interface UsageEventsTable {
  id: Generated<number>;
  user_id: string;
  /** 'scene_image': one generated, regenerated or refined scene image (monthly quota). */
  kind: string;
  created_at: string;
  /** While the image is being drawn: until when the reservation holds. Null once delivered. */
  reserved_until: string | null;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  user_id: string | null;
  props: string;
  created_at: string;
}

export interface GeneratedPagesTable {
  id: string;
  /** The signed-in user it was drawn for; null for a landing-page preview, which has `visitor_hash`. */
  user_id: string | null;
  /** SHA-256 of the anonymous visitor's cookie value: binds a preview to the browser it was drawn for. */
  visitor_hash: string | null;
  /** 'scene' or 'character' (a character sheet, or a landing preview). */
  kind: string;
  /** SHA-256 (hex) of the PNG bytes as they were sent. */
  sha256: string;
  /** Scenes only: the bytes kept for Recent pages. */
  blob_key: string | null;
  byte_size: number;
  /** JSON of what the page was drawn from (scenes: title, description, characters, age group, not drawn). */
  details: string;
  created_at: string;
  expires_at: string;
}

export interface RateLimitCountersTable {
  /** The limit's namespace (method and route) and its subject (user or client address). */
  key: string;
  count: number;
  /** Milliseconds since the epoch; PostgreSQL's bigint arrives as a string. */
  window_ends_at: ColumnType<number | string, number, number>;
}

export interface SignInThrottleTable {
  /** SHA-256 of the lower-case e-mail: unknown addresses are throttled the same way as accounts. */
  key: string;
  /** Password attempts since the last success (or since a quiet day). */
  attempts: number;
  next_allowed_at: string;
  last_attempt_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  images: ImagesTable;
  characters: CharactersTable;
  scenes: ScenesTable;
  scene_characters: SceneCharactersTable;
  books: BooksTable;
  book_scenes: BookScenesTable;
  book_print_settings: BookPrintSettingsTable;
  usage_events: UsageEventsTable;
  analytics_events: AnalyticsEventsTable;
  rate_limit_counters: RateLimitCountersTable;
  generated_pages: GeneratedPagesTable;
  sign_in_throttle: SignInThrottleTable;
}
