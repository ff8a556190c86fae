import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * One headline figure; `note` carries the IRIS+ metric id or a detail line. Without a value (still loading) a bar of
 * the value's height stands in, so the card is as tall before its figure arrives as after (layout shift).
 */
export function FigureCard({ label, value, note }: { label: string; value?: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value ?? <Skeleton className="h-8 w-24" />}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}
