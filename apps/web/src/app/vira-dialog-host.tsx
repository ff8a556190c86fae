import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { afterMerge } from '@/lib/cn';

const ViraApplicationDialog = lazy(
  afterMerge(() =>
    import('@/features/vira/components/vira-application-dialog').then((m) => ({ default: m.ViraApplicationDialog })),
  ),
);

/** `?vira=apply` opens the Become-a-Vira dialog on any page (account menu, hamburger menu, header labels). */
export function ViraDialogHost() {
  const [params, setParams] = useSearchParams();
  if (params.get('vira') !== 'apply') return null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('vira');
        return next;
      },
      { preventScrollReset: true },
    );
  return (
    <Suspense fallback={null}>
      <ViraApplicationDialog open onOpenChange={(open) => !open && close()} />
    </Suspense>
  );
}

/** Where 'Ser Vira' leads from the current page: the same page with the dialog open. */
export function viraDialogHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('vira', 'apply');
  return `${location.pathname}?${params.toString()}`;
}
