import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCircles } from './module-graph';
import { valueImportGraph } from './value-import-graph';

/**
 * Faces re-export, so a value used at load time (a top-level call of another module's export) could meet a face
 * that is only half loaded, depending on which file was imported first — but only if loading that face leads
 * back to itself. No circle of files that load each other passes through a face, so every face loads whole in
 * any order. (This replaced importing each face as the first file of its own Node process: 45 processes, 73 s
 * of CI, and it missed the circle auth → … → staff → db/seed → auth that this finds.)
 */
describe('module faces load in any order', () => {
  it('no circle of value imports passes through a face or bootstrap', () => {
    const throughFaces = moduleCircles(valueImportGraph()).filter((circle) =>
      circle.some(
        (file) => file === 'bootstrap.ts' || /^modules\/[^/]+\/index\.ts$/.test(file.split(path.sep).join('/')),
      ),
    );
    expect(throughFaces.map((circle) => circle.join(' → '))).toEqual([]);
  });
});
