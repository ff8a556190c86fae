import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressCatchUp } from './address-catch-up';

let moved = false;

/** Changes the address while the router's first render is under way, before the router listens. */
function MovesTheAddress() {
  if (!moved) {
    // eslint-disable-next-line react-hooks/globals -- on purpose: the address changes while the router renders
    moved = true;
    window.history.pushState(null, '', '/later?x=1');
  }
  return <p>first screen</p>;
}

function app(withCatchUp: boolean) {
  return (
    <BrowserRouter>
      {withCatchUp && <AddressCatchUp />}
      <Routes>
        <Route path="/first" element={<MovesTheAddress />} />
        <Route path="/later" element={<p>later screen</p>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('AddressCatchUp', () => {
  afterEach(() => {
    moved = false;
  });

  it('shows the screen of an address changed before the router listened', async () => {
    window.history.replaceState(null, '', '/first');
    render(app(true));
    expect(await screen.findByText('later screen')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/later?x=1');
  });

  it('is needed: without it the old screen stays under the new address', async () => {
    window.history.replaceState(null, '', '/first');
    render(app(false));
    expect(await screen.findByText('first screen')).toBeTruthy();
    expect(window.location.pathname).toBe('/later');
  });
});
