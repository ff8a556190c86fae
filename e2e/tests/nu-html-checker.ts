import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The W3C Nu HTML checker (the `vnu-jar` package's vnu.jar) run with the system's Java (Debian's
 * default-jre-headless, installed by .ci/run), never the package's own launcher, which would download a Java
 * runtime when none is on the PATH. Java takes seconds to start, so a sweep writes every screen's HTML to files
 * and checks them all in one process.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Messages about markup that is not ours, each exactly as the checker words it:
 * - sonner's toast stylesheet (injected as a <style>) sets `--scale: var(--toasts-before) * 0.05 + 1`, a valid
 *   custom property (any tokens are) that the checker's older CSS parser refuses; its extract is that text;
 * - recharts (the CO₂e chart of /social-impact) copies its layout props onto the SVG elements and the wrapper div
 *   it renders: attributes browsers ignore, which the library gives no way to leave out.
 */
const SONNER_CSS = { message: 'CSS: Parse Error.', extract: 'fore) * 0.05 + 1;--y:translate' };
const RECHARTS_ATTRIBUTES = new Set(
  [
    ['line', ['x', 'y', 'width', 'height', 'orientation', 'angle']],
    ['text', ['width', 'height', 'orientation']],
    ['path', ['x', 'y', 'width', 'height', 'name']],
    ['div', ['width', 'height']],
  ].flatMap(([element, attributes]) =>
    (attributes as string[]).map(
      (a) => `Attribute “${a}” not allowed on element “${element as string}” at this point.`,
    ),
  ),
);
const notOurs = (m: NuMessage) =>
  (m.message === SONNER_CSS.message && m.extract?.includes(SONNER_CSS.extract)) || RECHARTS_ATTRIBUTES.has(m.message);

interface NuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Collects rendered documents under a directory, each with the name a failure should report it by. */
export class NuBatch {
  private readonly labels = new Map<string, string>();

  constructor(private readonly dir: string) {}

  async add(label: string, html: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${String(this.labels.size).padStart(4, '0')}.html`);
    await fs.writeFile(file, html);
    this.labels.set(path.resolve(file), label);
  }

  /** The checker's errors (warnings are advice, not errors) as `<label>: <message> [<extract>]`. */
  async errors(): Promise<string[]> {
    if (this.labels.size === 0) return [];
    const files = [...this.labels.keys()];
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--no-langdetect', ...files],
        { maxBuffer: 256 * 1024 * 1024 },
        // The JSON report goes to stderr.
        (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
      ),
    );
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    return messages
      .filter((m) => !notOurs(m))
      .map((m) => {
        const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
        const extract = m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : '';
        return `${this.labels.get(path.resolve(file)) ?? file}: ${m.type} ${m.message}${extract}`;
      });
  }
}
