import type { JobKind, JobPayload } from './job-kind';

// Kinds of every payload shape live side by side here; each is used only with its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobKind = JobKind<any>;

const registered = new Map<string, AnyJobKind>();

/**
 * The job kinds this process runs, registered once at start-up (`bootstrap.ts`, from `job-kinds.ts`). A name
 * taken by another declaration is a programming error: the runner would not know which handler a row means.
 */
export function registerJobKinds(kinds: readonly AnyJobKind[]): void {
  for (const kind of kinds) {
    const known = registered.get(kind.name);
    if (known && known !== kind) throw new Error(`Two job kinds are named '${kind.name}'.`);
    registered.set(kind.name, kind);
  }
}

export function registeredJobKind(name: string): AnyJobKind | undefined {
  return registered.get(name);
}

export function registeredJobKinds(): AnyJobKind[] {
  return [...registered.values()];
}

/** The payload as the kind's schema reads it, or an error that says what is wrong with it. */
export function checkedPayload<P extends JobPayload>(kind: JobKind<P>, payload: unknown): P {
  const parsed = kind.payload.safeParse(payload);
  if (!parsed.success)
    throw new Error(
      `Job '${kind.name}' refused its payload: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}
