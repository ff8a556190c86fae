import path from 'node:path';
import type { Env } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set (several instances); otherwise files under DATA_DIR. */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return createLocalStorage(
    env.DATA_DIR.startsWith('memory://')
      ? path.join('/tmp', 'vira-storage', String(process.pid))
      : path.join(env.DATA_DIR, 'storage'),
  );
}
