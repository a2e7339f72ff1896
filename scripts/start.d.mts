/** The reason `npm start` builds first ('no build yet', 'sources changed since the last build'), or null. */
export function buildNeed(projectRoot?: string): string | null;
