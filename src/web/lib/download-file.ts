import { throwIfResNotOk } from './query-client';

/**
 * The file name a `Content-Disposition` header gives: the exact UTF-8 `filename*` when present, else the
 * plain `filename`, else the fallback.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed percent-encoding: use the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/** Fetches a file from the API and hands it to the browser as a download under the server's name. */
export async function downloadFromApi(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(response);
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/** Hands bytes to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
