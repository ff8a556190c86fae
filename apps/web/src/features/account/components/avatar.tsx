import { cn } from '@/lib/cn';

/** A round photo, or the first two letters of the name. */
export function Avatar({
  url,
  name,
  className,
}: {
  url: string | null | undefined;
  name: string | null;
  className?: string;
}) {
  if (url) return <img src={url} alt="" className={cn('size-16 rounded-full object-cover', className)} />;
  const initials = (name ?? '?').trim().slice(0, 2).toUpperCase();
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-700',
        className,
      )}
    >
      {initials}
    </span>
  );
}
