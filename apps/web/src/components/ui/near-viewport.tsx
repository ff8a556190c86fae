import type { ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

interface NearViewportProps {
  /** The room the part takes once rendered (a min-height), kept while it is not: nothing moves when it arrives. */
  className: string;
  /** An anchor, so a link (and a test) can scroll to the part before and after it is there. */
  id?: string;
  children: ReactNode;
}

/** A part of a page rendered once a person scrolls near it or uses the keyboard (lib/use-near-viewport.ts). */
export function NearViewport({ className, id, children }: NearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} id={id} className={near ? undefined : className} data-near-viewport={near ? 'shown' : 'waiting'}>
      {near && children}
    </div>
  );
}
