import { render, screen } from '@testing-library/react';
import { options } from 'preact';
import { render as compatRender } from 'preact/compat';
import { createRoot as compatCreateRoot } from 'preact/compat/client';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

/**
 * The app ships Preact through preact/compat in place of React (decision 034); the unit tests must run that same
 * runtime, libraries included. Remove an alias in vite.config.ts, or let Node load a library's CommonJS build, and
 * this fails.
 */
describe('the runtime the tests use', () => {
  it('is preact/compat behind the names react and react-dom/client', () => {
    expect((React as unknown as { render: unknown }).render).toBe(compatRender);
    expect(createRoot).toBe(compatCreateRoot);
  });

  it('renders Testing Library through Preact', () => {
    const seen: string[] = [];
    const previous = options.vnode;
    options.vnode = (vnode) => {
      if (typeof vnode.type === 'string') seen.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<output>hola</output>);
    } finally {
      options.vnode = previous;
    }
    expect(screen.getByText('hola').tagName).toBe('OUTPUT');
    expect(seen).toContain('output');
  });
});
