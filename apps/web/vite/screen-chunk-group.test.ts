import { rolldown, type OutputChunk, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { loadedWith, screenChunkGroup, screenChunkGuard } from './screen-chunk-group';

/**
 * A small app: an entry that loads two screens lazily. The search screen imports four modules of its own (one of
 * them through another), one it shares with the home screen, and the toast module that the two other screens use too.
 */
const SOURCES: Record<string, string> = {
  '/app/main.js': `import { shell } from './shell.js'; shell(); export const pages = [() => import('./search.js'), () => import('./home.js'), () => import('./other-a.js'), () => import('./other-b.js')];`,
  '/app/shell.js': `export const shell = () => 'shell';`,
  '/app/search.js': `import { bar } from './bar.js'; import { chips } from './chips.js'; import { pin } from './pin.js'; import { toast } from './toast.js'; export default () => [bar(), chips(), pin(), toast()];`,
  '/app/bar.js': `import { debounce } from './debounce.js'; export const bar = () => 'bar' + debounce();`,
  '/app/debounce.js': `export const debounce = () => 'debounce';`,
  '/app/chips.js': `import { shell } from './shell.js'; export const chips = () => 'chips' + shell();`,
  '/app/pin.js': `export const pin = () => 'pin';`,
  '/app/toast.js': `export const toast = () => 'toast';`,
  '/app/home.js': `import { pin } from './pin.js'; export default () => pin();`,
  '/app/other-a.js': `import { toast } from './toast.js'; export default () => toast();`,
  '/app/other-b.js': `import { toast } from './toast.js'; export default () => toast();`,
};

const virtualApp: Plugin = {
  name: 'virtual-app',
  resolveId: (source, importer) => (importer ? new URL(source, `file://${importer}`).pathname : source),
  load: (id) => SOURCES[id],
};

const options = { page: '/app/search.js', entry: '/app/main.js', excluded: ['/app/home.js'], maxLazyParts: 2 };

async function build(plugins: Plugin[] = []) {
  const bundle = await rolldown({ input: '/app/main.js', plugins: [virtualApp, ...plugins] });
  const { output } = await bundle.generate({
    codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }, screenChunkGroup('search-screen', options)] },
  });
  return output.filter((item): item is OutputChunk => item.type === 'chunk');
}

const chunkOf = (chunks: OutputChunk[], id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id))!;

describe('screenChunkGroup', () => {
  it("puts the screen's own modules in one chunk, and leaves out what the home screen or many screens share", async () => {
    const chunks = await build();
    const group = chunks.find((chunk) => chunk.name === 'search-screen')!;
    expect(group.moduleIds.sort()).toEqual(['/app/bar.js', '/app/chips.js', '/app/debounce.js']);
    // Shared with home (excluded), and needed by three screens (more than allowed): each where the split puts it.
    expect(chunkOf(chunks, '/app/pin.js').name).not.toBe('search-screen');
    expect(chunkOf(chunks, '/app/toast.js').name).not.toBe('search-screen');
    expect(chunkOf(chunks, '/app/shell.js').name).toBe('shell');

    const home = chunks.find((chunk) => chunk.facadeModuleId === '/app/home.js')!;
    const byFile = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
    expect(loadedWith(byFile, home.fileName).has(group.fileName)).toBe(false);
  });

  it('fails the build when an excluded screen would load the chunk', async () => {
    const guard = screenChunkGuard('search-screen', { excluded: ['/app/search.js'] }) as Plugin;
    await expect(build([guard])).rejects.toThrow(/\/app\/search\.js would load search-screen/);
    await expect(build([screenChunkGuard('search-screen', options) as Plugin])).resolves.toBeDefined();
  });
});
