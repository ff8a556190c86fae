import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReturnPath } from './use-after-sign-in';

function returnPathFrom(from?: { pathname: string; search?: string; hash?: string }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from } : null }]}>{children}</MemoryRouter>
  );
  return renderHook(() => useReturnPath(), { wrapper }).result.current;
}

describe('where signing in leads', () => {
  it('goes back to the screen the person was sent away from, with its query and anchor', () => {
    expect(returnPathFrom({ pathname: '/checkout', search: '?step=2', hash: '#pay' })).toBe('/checkout?step=2#pay');
  });

  it('goes to the dashboard when nothing sent the person to sign in', () => {
    expect(returnPathFrom()).toBe('/user-dashboard');
    expect(returnPathFrom({ pathname: '/login' })).toBe('/user-dashboard');
  });
});
