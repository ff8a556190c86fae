import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** Files under one directory; keys are relative paths and may not climb out of it. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key.replace(/[^a-zA-Z0-9._/-]/g, '_'));
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return full;
  };
  return {
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
