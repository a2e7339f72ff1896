import type { Book } from '../../../shared/book';
import { showToast } from '../../components/ui/toaster';
import { downloadFromApi } from '../../lib/download-file';
import { bookPath } from './book-queries';

/** Downloads the book as a ZIP of PNGs under the server's file name (spec sections 7 and 8). */
export async function exportBookZip(book: Pick<Book, 'id' | 'title' | 'sceneCount'>): Promise<void> {
  if (book.sceneCount === 0) {
    showToast({ title: 'Cannot Export', description: 'Book has no scenes to export', variant: 'destructive' });
    return;
  }
  showToast({ title: 'Download Started', description: 'Preparing your coloring book...' });
  try {
    const fileName = await downloadFromApi(`${bookPath(book.id)}/download`, `${book.title}_coloring_book.zip`);
    showToast({ title: 'Downloaded!', description: `${fileName} is in your downloads` });
  } catch {
    showToast({ title: 'Download Failed', description: 'Failed to download coloring book', variant: 'destructive' });
  }
}
