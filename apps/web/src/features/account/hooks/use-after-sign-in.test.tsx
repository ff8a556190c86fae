import { describe, expect, it } from 'vitest';
import { renderHookWithApp } from '@/test/render-with-app';
import { useReturnPath } from './use-after-sign-in';

async function returnPathFrom(from?: { pathname: string; search?: string; hash?: string }) {
  const { result } = await renderHookWithApp(() => useReturnPath(), {
    route: { pathname: '/login', state: from ? { from } : null },
  });
  return result.current;
}

describe('where signing in leads', () => {
  it('goes back to the screen the person was sent away from, with its query and anchor', async () => {
    expect(await returnPathFrom({ pathname: '/checkout', search: '?step=2', hash: '#pay' })).toBe(
      '/checkout?step=2#pay',
    );
  });

  it('goes to the dashboard when nothing sent the person to sign in', async () => {
    expect(await returnPathFrom()).toBe('/user-dashboard');
    expect(await returnPathFrom({ pathname: '/login' })).toBe('/user-dashboard');
  });
});
