import { useEffect } from 'react';

export const SITE_NAME = 'Colorbook Studio';

/** Sets the document title and meta description for the page being shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
