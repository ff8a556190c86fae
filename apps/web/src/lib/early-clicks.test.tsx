import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_SCRIPT, replayEarlyClick } from './early-clicks';

function Page({ onPress }: { onPress: () => void }) {
  const [pressed, setPressed] = useState(0);
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          onPress();
          setPressed((n) => n + 1);
        }}
      >
        Compartir {pressed}
      </button>
      <a href="#elsewhere">Otra página</a>
    </div>
  );
}

/** A page as the server sends it: the markup in #root, the state script, and the early script run at the top. */
function serverPage(serverRendered = true) {
  document.body.innerHTML = `<div id="root">${renderToString(<Page onPress={() => {}} />)}</div>${
    serverRendered ? '<script id="vira-state" type="application/json">[]</script>' : ''
  }`;
  stopHolding();
  new Function(EARLY_CLICKS_SCRIPT)();
}

/** The script's listeners stay on the document: those of an earlier page stop holding presses, as after hydration. */
function stopHolding() {
  if (window.__viraEarlyClicks) window.__viraEarlyClicks.done = true;
}

afterEach(() => {
  stopHolding();
  delete window.__viraEarlyClicks;
  document.body.innerHTML = '';
});

describe('a press made before the app has taken over a server-rendered page', () => {
  it('is answered once, after hydration, however often it was made', async () => {
    serverPage();
    const button = document.querySelector('button')!;
    button.click();
    button.click();
    let presses = 0;
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <Page onPress={() => presses++} />);
    });
    expect(presses).toBe(0);
    await act(async () => {
      replayEarlyClick();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(presses).toBe(1);
    expect(button.textContent).toBe('Compartir 1');
    // From then on the app answers every press itself.
    await act(async () => button.click());
    expect(presses).toBe(2);
  });

  it('leaves links to the browser, and holds nothing on a page the browser renders itself', () => {
    serverPage();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    serverPage(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
