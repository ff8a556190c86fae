import { z } from 'zod';

/** The reason given when a text holds U+0000 (PostgreSQL cannot store it, so it is refused as input). */
export const NUL_CHARACTER_REASON = 'nul_character';
/** The reason given for any other control character (a bell, an escape; a tab or line break in a one-line text). */
export const CONTROL_CHARACTER_REASON = 'control_character';

// C0, DEL and C1 controls: invisible, never typed on purpose, and some (U+0000) unstorable. A multi-line text
// keeps what a textarea produces: tab, line feed, carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is this schema's purpose.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function refusalOf(refused: RegExp) {
  return z.refine<string>((value) => !refused.test(value), {
    // One message per cause: a NUL gets the sentence that names U+0000, anything else the general one.
    error: (issue) => (String(issue.input).includes('\u0000') ? NUL_CHARACTER_REASON : CONTROL_CHARACTER_REASON),
    abort: true,
  });
}

/**
 * The two refusals, exported so a test can tell that a request schema's string went through textSchema (zod keeps
 * a schema's checks when it is chained: `.trim().min(3)` still carries them).
 */
export const TEXT_REFUSALS = { singleLine: refusalOf(ANY_CONTROL), multiline: refusalOf(CONTROL_BUT_LINE_BREAKS) };

/**
 * Every text a person or a client sends — body fields, query values, path segments that are not ids or dates. It
 * refuses control characters (so a NUL is a 400 here, never a database 500) and is otherwise a plain string: chain
 * `.trim()`, `.min()`, `.max()`, `.regex()` as the field needs. `multiline` for texts typed in a textarea.
 */
export const textSchema = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z.string().check(multiline ? TEXT_REFUSALS.multiline : TEXT_REFUSALS.singleLine);
