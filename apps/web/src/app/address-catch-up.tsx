import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * react-router's BrowserRouter reads the address when it first renders but listens for changes only when that
 * render is committed. Our first screen renders in a transition that may wait for its chunk and words, so an address
 * changed in between (a back press while the app loads, a script's pushState) used to leave the old screen showing
 * under the new address. Once the router listens, this catches up with the address, once.
 */
export function AddressCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
    // Only after the first commit: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
