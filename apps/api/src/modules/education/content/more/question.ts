import type { QuestionText } from '../../course-structure';

/** A question and its three options, each [option, why it is right or wrong]; the right one is in the structure. */
export const q = (text: string, ...options: [string, string][]): QuestionText => ({
  text,
  options: options.map(([option, why]) => ({ text: option, why })),
});
