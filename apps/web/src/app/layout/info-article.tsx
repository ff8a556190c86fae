import type { ReactNode } from 'react';

/** The frame of an information page: a heading, an optional subtitle and the page's sections. */
export function InfoArticle({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <div className="mt-4 max-w-prose text-lg text-slate-600">{lead}</div>}
      <div className="mt-10">{children}</div>
    </article>
  );
}
