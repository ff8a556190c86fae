import type { ChunkingContext, CodeSplittingGroup, ModuleInfo, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

type GetModuleInfo = (id: string) => ModuleInfo | null;

function staticClosure(getModuleInfo: GetModuleInfo, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The lazily loaded parts (screens, dialogs, panels) whose code needs a module: found up its static importers. */
function lazyPartsNeeding(getModuleInfo: GetModuleInfo, id: string): Set<string> {
  const parts = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    const info = getModuleInfo(current);
    if (!info) continue;
    if (info.dynamicImporters.length) parts.add(current);
    queue.push(...info.importers);
  }
  return parts;
}

/** Our own modules and the icons; other packages are shared by nearly every screen (tailwind-merge and the like). */
const groupable = (id: string) => !id.includes('/node_modules/') || id.includes('/node_modules/lucide-react/');

interface ScreenChunkOptions {
  /** The screen's page module. */
  page: string;
  /** The app's entry module: what it brings is loaded already. */
  entry: string;
  /** Screens that must not load the group (the home page: its initial JavaScript has a budget). */
  excluded: string[];
  /** A module more lazy parts need than this stays out (lib/toast.ts: 35 parts would all load the group). */
  maxLazyParts: number;
}

/**
 * The modules a screen imports statically that neither the entry nor the excluded screens bring, as one chunk.
 * Left to the automatic split, /search's page waited for 20 small chunks (icons, form parts, its taxonomy), each
 * a request after the page's own: Lighthouse's simulation gives them six connections, about four round trips, and
 * all of them sit on the largest paint's path (decision 031, session 14). Another screen that needs one of these
 * modules loads the whole chunk: a few KB more for it, fewer requests too.
 */
export function screenChunkGroup(
  name: string,
  { page, entry, excluded, maxLazyParts }: ScreenChunkOptions,
): CodeSplittingGroup {
  let cache: { context: ChunkingContext; members: Set<string> } | undefined;
  const membersOf = (context: ChunkingContext) => {
    if (cache?.context !== context) {
      const getModuleInfo: GetModuleInfo = (id) => context.getModuleInfo(id);
      if (!getModuleInfo(page)) throw new Error(`screen chunk group ${name}: no module ${page}`);
      const shell = staticClosure(getModuleInfo, [entry]);
      const others = staticClosure(getModuleInfo, [entry, ...excluded]);
      const members = new Set(
        [...staticClosure(getModuleInfo, [page])].filter(
          (id) =>
            id !== page && !others.has(id) && groupable(id) && lazyPartsNeeding(getModuleInfo, id).size <= maxLazyParts,
        ),
      );
      // Rolldown brings a captured module's imports into its chunk. A member importing something outside the shell
      // and the group (a module of an excluded screen, a shared package) would drag it in: leave such members out.
      for (let changed = true; changed;) {
        changed = false;
        for (const id of members) {
          const imports = getModuleInfo(id)?.importedIds ?? [];
          if (imports.every((imported) => shell.has(imported) || members.has(imported))) continue;
          members.delete(id);
          changed = true;
        }
      }
      cache = { context, members };
    }
    return cache.members;
  };
  return { name: (id, context) => (membersOf(context).has(id) ? name : null) };
}

/** The chunk files a chunk loads before it runs (itself and its static imports, transitively). */
export function loadedWith(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) loadedWith(bundle, imported, into);
  return into;
}

/**
 * Fails the build when the entry or an excluded screen would load the group's chunk: the group follows module
 * imports, and a module the home page shares with it (an icon pulled in with a member) would otherwise add the
 * whole chunk to the home route's initial JavaScript without anyone noticing.
 */
export function screenChunkGuard(name: string, { excluded }: Pick<ScreenChunkOptions, 'excluded'>): Plugin {
  return {
    name: `screen-chunk-guard:${name}`,
    apply: 'build',
    generateBundle(_options, bundle) {
      const group = Object.values(bundle).find((item) => item.type === 'chunk' && item.name === name);
      if (!group) return this.error(`screen chunk group ${name}: no chunk was made`);
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) return this.error(`screen chunk group ${name}: no entry chunk`);
      const checked: [string, string | undefined][] = [
        ['the entry', entryChunk.fileName],
        ...excluded.map((id): [string, string | undefined] => [
          id,
          chunks.find((c) => c.facadeModuleId === id)?.fileName,
        ]),
      ];
      for (const [what, fileName] of checked) {
        if (!fileName) return this.error(`screen chunk group ${name}: no chunk for ${what}`);
        if (loadedWith(bundle, fileName).has(group.fileName))
          return this.error(`screen chunk group ${name}: ${what} would load ${group.fileName}`);
      }
    },
  };
}
