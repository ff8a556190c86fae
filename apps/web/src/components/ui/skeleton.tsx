import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A grey box where content is loading. Hidden from screen readers, unless `label` says what a reader should hear
 * meanwhile: then it is a status with that text (a `div` may not carry an `aria-label` of its own).
 */
export function Skeleton({ className, label, ...props }: ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      data-slot="skeleton"
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    >
      {label && <span className="sr-only">{label}</span>}
    </div>
  );
}
