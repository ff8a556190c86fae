import type { ReactNode } from 'react';
import { fieldProblem, type FieldProblem } from '@/components/ui/field-problem';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/**
 * A labelled control with its error underneath, announced to screen readers: `problem` when the step spreads
 * its `field` on the control too, else the `error` text.
 */
export function Field({
  id,
  label,
  error,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  problem?: FieldProblem;
  hint?: string;
  children: ReactNode;
}) {
  const { message } = problem ?? fieldProblem(id, error, error ?? '');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !message && <p className="text-xs text-slate-500">{hint}</p>}
      {message}
    </div>
  );
}

/** Native selects styled like the inputs: accessible and simple to drive from a keyboard or a test. */
export const selectClass = cn(fieldClasses, 'h-10 py-2');
