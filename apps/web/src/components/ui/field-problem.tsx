import type { ReactNode } from 'react';

export interface FieldProblem {
  /** Spread on the field: marks it invalid and points it at its message, so a screen reader reads both. */
  field: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The message under the field, announced when it appears; nothing while the field is fine. */
  message: ReactNode;
}

/** What a form shows for one field that `failed` (a react-hook-form error, or anything truthy): `text` under it. */
export function fieldProblem(id: string, failed: unknown, text: string): FieldProblem {
  if (!failed) return { field: {}, message: null };
  return {
    field: { 'aria-invalid': true, 'aria-describedby': `${id}-error` },
    message: (
      <p role="alert" id={`${id}-error`} className="text-sm text-red-700">
        {text}
      </p>
    ),
  };
}
