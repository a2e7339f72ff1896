import type { AgeGroup } from '../shared/constants';
import type { PageKind } from '../shared/page-kind';

/** What `createEngine` needs: which implementation, and the provider settings when it is an AI one. */
export interface EngineConfig {
  provider: 'builtin' | 'openai' | 'gemini';
  openai?: { apiKey: string; model: string; baseUrl?: string; timeoutMs: number; maxRetries: number };
  gemini?: { apiKey: string; model: string; baseUrl?: string; timeoutMs: number; maxRetries: number };
}

export interface PageMetadata {
  kind: 'sheet' | 'photo' | PageKind;
  /** The words the page was drawn from (a scene's description, a character's description). */
  description: string;
  /** What the engine recognised in the words: motif names, setting, props. Empty when nothing matched. */
  matched: string[];
  /** Which implementation drew it: builtin, openai, gemini. */
  engine: string;
  /** Main nouns of the description the page does not show ("submarine"); absent when the engine cannot tell. */
  notDrawn?: string[];
  [key: string]: unknown;
}

/** A print page: PNG bytes (US Letter portrait, 300 DPI, pure black on white) plus what it shows. */
export interface Page {
  png: Buffer;
  width: number;
  height: number;
  metadata: PageMetadata;
}

/**
 * Everything needed to draw the same character again. Opaque to the server, which stores it as JSON
 * beside the character and hands it back to `scene`. Always carries name and description.
 */
export interface CharacterSpec {
  /** 1 for every engine; the built-in engine's full-body figures are 2. */
  version: 1 | 2;
  engine: string;
  name: string;
  description: string;
  [key: string]: unknown;
}

export interface CharacterSheet extends Page {
  spec: CharacterSpec;
}

export interface SceneCharacter {
  name: string;
  description: string;
  spec: CharacterSpec;
  /** The saved character sheet, used by AI providers as a reference image. */
  sheetPng: Buffer;
}

export interface CharacterSheetInput {
  name: string;
  description: string;
  poses: number;
}

export interface SceneInput {
  characters: SceneCharacter[];
  title: string;
  description: string;
  ageGroup: AgeGroup;
  /** Activity and pattern pages (mandala, maze, dot-to-dot, name); a scene when left out. */
  kind?: PageKind;
  /** The name or word a name page spells. */
  text?: string;
}

/** `photoPage`: a photo (any format sharp reads, upright by its EXIF) made into a coloring page. */
export interface PhotoPageInput {
  image: Buffer;
  /** Empty for no title on the page. */
  title: string;
  ageGroup: AgeGroup;
  /** `simplify`: the subject stays, a busy background becomes few lines or none. */
  background: 'keep' | 'simplify';
}

export interface RefineInput {
  png: Buffer;
  instructions: string;
}

export interface Engine {
  readonly name: string;
  characterSheet(input: CharacterSheetInput): Promise<CharacterSheet>;
  /** The spec `characterSheet` would return, without drawing: the server stores it when a sheet is saved. */
  characterSpec(input: { name: string; description: string }): CharacterSpec;
  scene(input: SceneInput): Promise<Page>;
  refine(input: RefineInput): Promise<Page>;
  photoPage(input: PhotoPageInput): Promise<Page>;
}

export type EngineErrorKind =
  /** The request itself cannot be drawn (e.g. a refine instruction the engine does not understand). */
  | 'invalid_request'
  /** The provider's safety system refused the prompt. */
  | 'refused'
  | 'rate_limited'
  | 'timeout'
  /** The provider answered with something that is not a usable image. */
  | 'bad_response'
  /** The provider could not be reached or failed. */
  | 'unavailable';

/** A failure with a message a person understands; the server maps `kind` to an HTTP status. */
export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EngineError';
  }
}
