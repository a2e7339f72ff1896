import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { attachmentContentDisposition, bookContentDisposition, bookPageFileNames, createBookZip, fileNameSlug } from './book-zip';
import { drawSamplePage } from './sample-page';

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, zipFile) => {
      if (error || !zipFile) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zipFile.on('entry', (entry: yauzl.Entry) => {
        zipFile.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          readAll(stream).then((bytes) => {
            files.set(entry.fileName, bytes);
            zipFile.readEntry();
          }, reject);
        });
      });
      zipFile.on('end', () => resolve(files));
      zipFile.on('error', reject);
      zipFile.readEntry();
    });
  });
}

describe('book ZIP', () => {
  it('unzips to the same PNG bytes under numbered names, in page order', async () => {
    const pngs = await Promise.all([1, 2, 3].map((n) => drawSamplePage(n, { width: 300, height: 400 })));
    const names = bookPageFileNames(['The Dragon', 'The Dragon', 'Picnic!']);
    async function* entries() {
      for (const [index, png] of pngs.entries()) yield { fileName: names[index] as string, png };
    }
    const files = await unzip(await readAll(createBookZip(entries())));
    expect([...files.keys()]).toEqual(['01-the-dragon.png', '02-the-dragon.png', '03-picnic.png']);
    for (const [index, name] of names.entries()) expect(files.get(name)?.equals(pngs[index] as Buffer)).toBe(true);
  });

  it('errors the stream when reading a page fails', async () => {
    async function* failing() {
      yield { fileName: '01-a.png', png: Buffer.from('x') };
      throw new Error('blob store unavailable');
    }
    await expect(readAll(createBookZip(failing()))).rejects.toThrow('blob store unavailable');
  });

  it('stops reading pages when the reader goes away', async () => {
    let pagesRead = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const png = Buffer.alloc(256 * 1024, 7);
    async function* many() {
      try {
        for (let i = 0; i < 1000; i++) {
          pagesRead++;
          yield { fileName: `${i}.png`, png };
        }
      } finally {
        release();
      }
    }
    const zip = createBookZip(many());
    for await (const _chunk of zip) break;
    await released;
    expect(pagesRead).toBeLessThan(1000);
  });
});

describe('file names', () => {
  it('makes safe slugs: ASCII, no path or shell characters, accents dropped', () => {
    expect(fileNameSlug('Crème brûlée / ../etc:passwd')).toBe('creme-brulee-etc-passwd');
    expect(fileNameSlug('   ')).toBe('');
    expect(bookPageFileNames(['ドラゴン'])).toEqual(['01-page.png']);
  });

  it('pads numbers to the length of the page count so names sort in page order', () => {
    const names = bookPageFileNames(Array.from({ length: 120 }, (_, i) => `Page ${i}`));
    expect(names[0]).toBe('001-page-0.png');
    expect(new Set(names).size).toBe(120);
    expect([...names].sort()).toEqual(names);
  });

  it('names the download {title}_coloring_book with a header-safe fallback and the exact UTF-8 name', () => {
    expect(bookContentDisposition('Dino Days', 'zip')).toBe(
      `attachment; filename="Dino Days_coloring_book.zip"; filename*=UTF-8''Dino%20Days_coloring_book.zip`,
    );
    const header = bookContentDisposition('Él "dragón"\r\n/x', 'pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="_l _drag_n____x_coloring_book.pdf"');
    expect(header).toContain(`filename*=UTF-8''%C3%89l%20%22drag%C3%B3n%22%0D%0A%2Fx_coloring_book.pdf`);
    expect(attachmentContentDisposition("it's (1).pdf")).toContain(`filename*=UTF-8''it%27s%20%281%29.pdf`);
  });
});
