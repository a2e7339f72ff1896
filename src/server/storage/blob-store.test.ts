import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from './blob-store';

describe('local blob store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-blobs-'));
  const store = createLocalBlobStore(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores bytes under a key and gives them back whole and as a stream', async () => {
    await store.put('user-1/image-1.png', Buffer.from('png bytes'));
    expect((await store.get('user-1/image-1.png')).toString()).toBe('png bytes');
    expect(await text(await store.openReadStream('user-1/image-1.png'))).toBe('png bytes');
  });

  it('refuses to open a stream of a missing blob before any byte is sent', async () => {
    await expect(store.openReadStream('user-1/missing.png')).rejects.toThrow(/ENOENT/);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    // A folder where the file should go makes the final rename fail after the bytes were written.
    fs.mkdirSync(path.join(root, 'user-3', 'blocked.png'), { recursive: true });
    await expect(store.put('user-3/blocked.png', Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'user-3')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces a key without leaving temporary files behind', async () => {
    await store.put('user-1/replaced.png', Buffer.from('first'));
    await store.put('user-1/replaced.png', Buffer.from('second'));
    expect((await store.get('user-1/replaced.png')).toString()).toBe('second');
    expect(fs.readdirSync(path.join(root, 'user-1')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('deletes a key, and deleting a missing key is not an error', async () => {
    await store.put('user-2/gone.png', Buffer.from('x'));
    await store.delete('user-2/gone.png');
    await expect(store.get('user-2/gone.png')).rejects.toThrow();
    await expect(store.delete('user-2/never-was.png')).resolves.toBeUndefined();
  });

  it.each(['../outside.png', 'user-1/../../outside.png', '/etc/passwd', ''])('refuses the unsafe key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
    expect(fs.existsSync(path.join(root, '..', 'outside.png'))).toBe(false);
  });
});
