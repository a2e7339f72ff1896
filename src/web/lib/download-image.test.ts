import { describe, expect, it } from 'vitest';
import { dataUriToBlob, pngFileName } from './download-image';

describe('scene downloads', () => {
  it('names the file after the trimmed title, or scene.png when untitled', () => {
    expect(pngFileName('  Kite Day ')).toBe('Kite Day.png');
    expect(pngFileName('   ')).toBe('scene.png');
  });

  it('decodes a preview data URI into the same bytes and type', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const blob = dataUriToBlob(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});
