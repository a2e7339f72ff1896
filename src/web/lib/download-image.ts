import type { Scene } from '../../shared/scene';
import { showToast } from '../components/ui/toaster';
import { getErrorMessage } from './error-message';
import { saveBlob } from './download-file';
import { throwIfResNotOk } from './query-client';

/** 'My Dragon.png'; an untitled scene downloads as 'scene.png' (spec section 2). */
export function pngFileName(title: string): string {
  return `${title.trim() || 'scene'}.png`;
}

/** Decodes a base64 data URI locally: the page's CSP (connect-src 'self') forbids fetching `data:`. */
export function dataUriToBlob(dataUri: string): Blob {
  const [header = '', base64 = ''] = dataUri.split(',', 2);
  const type = /^data:([^;,]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

async function imageBlob(source: string): Promise<Blob> {
  if (source.startsWith('data:')) return dataUriToBlob(source);
  const response = await fetch(source, { credentials: 'include' });
  await throwIfResNotOk(response);
  return response.blob();
}

/** Saves a saved scene's image URL or a preview's data URI under a name of our choosing. */
export async function downloadImage(source: string, fileName: string): Promise<void> {
  saveBlob(await imageBlob(source), fileName);
}

/** Downloads a saved scene as '{title}.png', with the toasts every download shows. */
export async function downloadScene(scene: Pick<Scene, 'title' | 'imageUrl'>): Promise<void> {
  try {
    await downloadImage(scene.imageUrl, pngFileName(scene.title));
    showToast({ title: 'Downloaded!', description: `${pngFileName(scene.title)} is in your downloads` });
  } catch (error) {
    showToast({ title: 'Download Failed', description: getErrorMessage(error, 'Failed to download scene'), variant: 'destructive' });
  }
}
