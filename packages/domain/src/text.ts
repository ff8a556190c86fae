import { z } from 'zod';

/** The reason given when a text holds U+0000 (PostgreSQL cannot store it, so it is refused as input). */
export const NUL_CHARACTER_REASON = 'nul_character';

/** Every text a person or a client sends: a string without U+0000, so it is a 400 here, never a database 500. */
export const textSchema = () =>
  z.string().refine((value) => !value.includes('\u0000'), { message: NUL_CHARACTER_REASON, abort: true });
