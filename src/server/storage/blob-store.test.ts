import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, createLocalBlobStore, type BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';
import { s3StorageOf, startS3TestServer, type S3TestServer } from '../testing/s3-test-server';

let s3: S3TestServer;
const tempRoots: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  for (const root of tempRoots) fs.rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'colorbook-blobs-'));
  tempRoots.push(root);
  return root;
}

const STORES: Array<[string, () => Promise<BlobStore>]> = [
  ['local disk', async () => createLocalBlobStore(tempRoot())],
  ['S3 bucket', async () => createS3BlobStore(s3StorageOf(await s3.createBucket()))],
];

async function keysOf(store: BlobStore): Promise<string[]> {
  const keys = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys.sort();
}

describe.each(STORES)('blob store on %s', (_name, createStore) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await createStore();
  });

  it('answers the size of a stored blob, and BlobNotFoundError for a missing one', async () => {
    await store.put('st/sized.png', Buffer.alloc(1234, 7));
    expect(await store.stat('st/sized.png')).toEqual({ size: 1234 });
    await expect(store.stat('st/missing.png')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('has no unfinished writes after whole ones', async () => {
    await store.put('st/whole.png', Buffer.from('whole'));
    expect(await store.removeIncompleteWrites(new Date(Date.now() + 60_000))).toEqual([]);
    expect(await keysOf(store)).toContain('st/whole.png');
  });

  it('stores bytes under a key and gives them back whole and as a stream', async () => {
    await store.put('user-1/image-1.png', Buffer.from('png bytes'));
    expect((await store.get('user-1/image-1.png')).toString()).toBe('png bytes');
    expect(await text(await store.openReadStream('user-1/image-1.png'))).toBe('png bytes');
  });

  it('gives back large binary images byte for byte', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await store.put('ab/large.png', bytes);
    expect((await store.get('ab/large.png')).equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.openReadStream('ab/large.png')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('says a blob is missing, and refuses to open its stream before any byte is sent', async () => {
    await expect(store.get('user-1/missing.png')).rejects.toThrow(BlobNotFoundError);
    await expect(store.openReadStream('user-1/missing.png')).rejects.toThrow(BlobNotFoundError);
  });

  it('replaces a key: readers during the write see the old image or the new one, never part of either', async () => {
    const first = randomBytes(1024 * 1024);
    const second = randomBytes(1024 * 1024);
    await store.put('user-1/replaced.png', first);
    const writing = store.put('user-1/replaced.png', second);
    const seen = await Promise.all(Array.from({ length: 6 }, () => store.get('user-1/replaced.png')));
    await writing;
    for (const bytes of seen) expect(bytes.equals(first) || bytes.equals(second)).toBe(true);
    expect((await store.get('user-1/replaced.png')).equals(second)).toBe(true);
  });

  it('deletes a key, and deleting a missing key is not an error', async () => {
    await store.put('user-2/gone.png', Buffer.from('x'));
    await store.delete('user-2/gone.png');
    await expect(store.get('user-2/gone.png')).rejects.toThrow(BlobNotFoundError);
    await expect(store.delete('user-2/never-was.png')).resolves.toBeUndefined();
  });

  it('lists every stored key with the time of its last write', async () => {
    const before = Date.now() - 5_000;
    await store.put('cd/listed-1.webp', Buffer.from('a'));
    await store.put('ef/listed-2.png', Buffer.from('b'));
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key)).toEqual(expect.arrayContaining(['cd/listed-1.webp', 'ef/listed-2.png']));
    expect(listed.map((blob) => blob.key)).not.toContain('user-2/gone.png');
    for (const blob of listed.filter((each) => each.key.includes('/listed-'))) {
      expect(blob.lastModified.getTime()).toBeGreaterThan(before);
    }
  });

  it.each(['../outside.png', 'user-1/../../outside.png', '/etc/passwd', '', 'x.png.tmp'])('refuses the unsafe key %j', async (key) => {
    const keysBefore = await keysOf(store);
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.get(key)).rejects.toThrow(/Unsafe blob key/);
    await expect(store.delete(key)).rejects.toThrow(/Unsafe blob key/);
    expect(await keysOf(store)).toEqual(keysBefore);
  });

  it('is reachable', async () => {
    await expect(store.checkReachable()).resolves.toBeUndefined();
  });
});

describe('local blob store', () => {
  it('leaves no temporary file behind when a write fails', async () => {
    const root = tempRoot();
    const store = createLocalBlobStore(root);
    // A folder where the file should go makes the final rename fail after the bytes were written.
    fs.mkdirSync(path.join(root, 'user-3', 'blocked.png'), { recursive: true });
    await expect(store.put('user-3/blocked.png', Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, 'user-3')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('lists no temporary files of writes in progress', async () => {
    const root = tempRoot();
    const store = createLocalBlobStore(root);
    await store.put('ab/kept.png', Buffer.from('x'));
    fs.writeFileSync(path.join(root, 'ab', 'kept.png.1a2b3c.tmp'), 'half');
    expect(await keysOf(store)).toEqual(['ab/kept.png']);
  });

  it('is not reachable when its folder cannot be written', async () => {
    const file = path.join(tempRoot(), 'a-file');
    fs.writeFileSync(file, '');
    await expect(createLocalBlobStore(path.join(file, 'images')).checkReachable()).rejects.toThrow(/ENOTDIR/);
  });
});

/** A TCP relay to the S3 server that cuts every connection once `limit` bytes of a request went through. */
async function startCuttingRelay(target: URL, limit: number): Promise<{ endpoint: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let forwarded = 0;
    client.on('data', (chunk: Buffer) => {
      forwarded += chunk.length;
      if (forwarded > limit) {
        client.destroy();
        upstream.destroy();
      } else {
        upstream.write(chunk);
      }
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
}

describe('S3 blob store', () => {
  it('leaves no object behind when the connection breaks halfway through an upload', async () => {
    const env = await s3.createBucket();
    const relay = await startCuttingRelay(new URL(s3.endpoint), 256 * 1024);
    try {
      const cut = createS3BlobStore({ ...s3StorageOf(env), endpoint: relay.endpoint });
      await expect(cut.put('ab/half.png', randomBytes(1024 * 1024))).rejects.toThrow();
      const direct = createS3BlobStore(s3StorageOf(env));
      await expect(direct.get('ab/half.png')).rejects.toThrow(BlobNotFoundError);
      expect(await keysOf(direct)).toEqual([]);
    } finally {
      await relay.close();
    }
  });

  it('is not reachable when the bucket does not exist or the server is down', async () => {
    const env = await s3.createBucket();
    await expect(createS3BlobStore({ ...s3StorageOf(env), bucket: 'no-such-bucket' }).checkReachable()).rejects.toThrow();
    const down = await startS3TestServer();
    const downEnv = await down.createBucket();
    await down.close();
    await expect(createS3BlobStore(s3StorageOf(downEnv)).checkReachable()).rejects.toThrow();
  });
});
