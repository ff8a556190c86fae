import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A closed select's box: the Radix trigger (select.tsx) and its look-alike below are drawn from these classes. */
export const SELECT_TRIGGER_CLASS =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-slate-400 aria-invalid:border-red-500 [&>span]:truncate';

/**
 * A closed select drawn without Radix, the same as Radix's trigger with its value (a combobox button whose value
 * is a span that ignores the pointer): the placeholder a DeferredWidget shows until the real select has loaded,
 * which it opens when pressed.
 */
export function SelectTriggerButton({ className, children, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-slot="select-trigger"
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...props}
    >
      <span style={{ pointerEvents: 'none' }}>{children}</span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
    </button>
  );
}
