/**
 * Clicks made on a page the server rendered before the app has taken it over (issue 35, decision 044).
 *
 * React listens for events only from `hydrateRoot` on, which here waits for the entry, the page's words and its
 * screen's chunk; and React 19 replays no click: a click on a part it has not hydrated is hydrated synchronously if
 * the code is there, else dropped. So a press on a button in the first seconds did nothing. Links need nothing: they
 * are real `<a href>`s and navigate as links do (the server renders those pages too). For the controls that need
 * the app, a classic script in the page (`EARLY_CLICKS_SCRIPT`, allowed by its hash in the Content-Security-Policy)
 * holds the last such click until the app has hydrated, then `replayEarlyClick` presses that control again, once.
 *
 * Held while the app is not there: the press's pointer and mouse events and the click (React would see the press
 * half-way once `hydrateRoot` runs: a menu opened on pointerdown, then toggled shut by the replay), and Enter or
 * Space on such a control (the browser still turns them into the click that is held). A form's submission without
 * a button is held too. Anything else (typing, scrolling, links) is left to the browser.
 */

interface EarlyClicks {
  /** The app has hydrated: nothing is held any more. */
  done: boolean;
  /** The control last pressed (or the form submitted) and how: replayed once with the same kind of pointer. */
  target: Element | null;
  pointerType: string;
}

declare global {
  interface Window {
    __viraEarlyClicks?: EarlyClicks;
  }
}

/** The controls whose press the app handles (a link's is the browser's own). */
export const EARLY_CONTROLS =
  'button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"],[role="checkbox"],[role="radio"],[role="combobox"],input[type="checkbox"],input[type="radio"],input[type="submit"],summary';

/**
 * The classic script, inlined at the top of index.html by the build: ES5, no dependency, a few hundred bytes. It
 * holds presses only on a page the server rendered (`#vira-state`), inside `#root`, until `done`.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var d=document,q=window.__viraEarlyClicks={done:false,target:null,pointerType:''};` +
  `function control(e){if(q.done||!d.getElementById('vira-state'))return null;var t=e.target,c=t&&t.closest&&t.closest('a[href],${EARLY_CONTROLS}');` +
  `if(!c||c.tagName==='A'||!c.closest('#root'))return null;return c}` +
  `['pointerdown','mousedown','pointerup','mouseup','click'].forEach(function(n){d.addEventListener(n,function(e){var c=control(e);if(!c)return;` +
  `e.stopImmediatePropagation();if(n==='click'){e.preventDefault();q.target=c;q.pointerType=e.pointerType||''}},true)});` +
  `d.addEventListener('keydown',function(e){if((e.key==='Enter'||e.key===' ')&&control(e))e.stopImmediatePropagation()},true);` +
  `d.addEventListener('submit',function(e){if(q.done||!d.getElementById('vira-state')||!e.target.closest('#root'))return;` +
  `e.preventDefault();e.stopImmediatePropagation();q.target=e.target;q.pointerType=''},true)})()`;

/**
 * Called once the app has hydrated (App's first effect): stops holding presses and presses the last held control
 * again, with the events a press makes, so a control that reacts on pointerdown (a menu) and one that reacts on
 * click (a button, a dialog's trigger) both answer. A control gone or disabled meanwhile is left alone.
 */
export function replayEarlyClick(): void {
  const early = window.__viraEarlyClicks;
  if (!early || early.done) return;
  early.done = true;
  const { target, pointerType } = early;
  early.target = null;
  // In a task of its own, not in the effect that calls this: the part of the page holding the control may still be
  // dehydrated (a Suspense boundary hydrates after the root commits), and React hydrates it at once for a press on
  // it only outside its own commit work.
  if (target) setTimeout(() => press(target, pointerType));
}

function press(target: Element, pointerType: string): void {
  if (!target.isConnected || (target as HTMLButtonElement).disabled) return;
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerId: 1, isPrimary: true, pointerType: pointerType || 'mouse' };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new Pointer('pointerdown', pointer));
  // As a real press: the control takes the focus unless the mousedown is prevented.
  const focus = target.dispatchEvent(new MouseEvent('mousedown', init));
  if (focus && target instanceof HTMLElement) target.focus({ preventScroll: true });
  target.dispatchEvent(new Pointer('pointerup', pointer));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  (target as HTMLElement).click();
}
