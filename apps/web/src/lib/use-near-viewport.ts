import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Someone moving through the page with the keyboard reaches every part by Tab, not by scrolling: from their first
 * Tab on, every part waiting to be near the screen renders, so none is skipped in the focus order.
 */
let keyboardSeen = false;
const keyboardListeners = new Set<() => void>();
function onFirstTab(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  keyboardSeen = true;
  window.removeEventListener('keydown', onFirstTab, true);
  for (const listener of keyboardListeners) listener();
}
function subscribeKeyboard(listener: () => void) {
  if (keyboardListeners.size === 0 && !keyboardSeen) window.addEventListener('keydown', onFirstTab, true);
  keyboardListeners.add(listener);
  return () => keyboardListeners.delete(listener);
}

/**
 * Whether an element has come within `rootMargin` of the screen (once true, it stays true), or the person uses
 * the keyboard (above). Parts far below the first screen render only when a person scrolls towards them: a page
 * load does not pay for their code, data and layout (issue 13: total blocking time on a phone, decision 031).
 * Without IntersectionObserver (very old browsers, jsdom) the answer is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const keyboard = useSyncExternalStore(
    subscribeKeyboard,
    () => keyboardSeen,
    () => false,
  );
  const near = seen || keyboard;
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
