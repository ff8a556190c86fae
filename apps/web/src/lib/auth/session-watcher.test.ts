import { describe, expect, it } from 'vitest';
import { takeWelcomeFromAddress } from './session-watcher';

describe('the welcome marker of a verification link or OAuth return', () => {
  it('leaves the address before the app starts, so no screen can carry it on to a later sign-in', () => {
    window.history.replaceState(null, '', '/user-dashboard?welcome=new&tab=rentals#top');
    takeWelcomeFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/user-dashboard?tab=rentals#top',
    );
  });

  it('leaves any other address as it is', () => {
    window.history.replaceState(null, '', '/search?q=taladro');
    takeWelcomeFromAddress();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=taladro');
  });
});
