import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createS3Storage } from './s3-storage';

/** A local S3-compatible server (s3rver) started by the test: nothing leaves this machine. */
let server: S3rver;
let endpoint: string;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-s3-'));
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'vira' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('puts, gets and deletes objects; a missing key is null', async () => {
    const storage = createS3Storage({
      bucket: 'vira',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: 'test/',
      ...credentials,
    });
    const bytes = Buffer.from('una foto');
    await storage.put('uploads/a.webp', bytes);
    expect((await storage.get('uploads/a.webp'))?.equals(bytes)).toBe(true);
    await storage.delete('uploads/a.webp');
    expect(await storage.get('uploads/a.webp')).toBeNull();
    expect(await storage.get('never/was.webp')).toBeNull();
  });

  it('is what the app uses when S3_BUCKET is set: served images land in the bucket', async () => {
    const t = await createTestApp({
      S3_BUCKET: 'vira',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: 'app/',
    });
    try {
      const listing = (await (await t.request('/api/listings/12')).json()) as { images: { url: string }[] };
      const image = await t.request(`${listing.images[0]!.url}?w=480`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'vira', Prefix: 'app/' }));
      expect(listed.KeyCount ?? 0).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
