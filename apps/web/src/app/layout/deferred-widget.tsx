import { Suspense, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface DeferredWidgetProps {
  /** Open as soon as it mounts: the person already asked for it on the placeholder. */
  defaultOpen?: boolean;
  /** Take focus as soon as it mounts: the placeholder had it. */
  autoFocus?: boolean;
}

export interface PlaceholderHandlers {
  onClick(): void;
  onFocus(): void;
  onBlur(): void;
  onPointerEnter(): void;
  onPointerLeave(): void;
  onPointerDown(): void;
  onPointerCancel(): void;
}

export interface DeferredWidgetSource {
  load: () => Promise<unknown>;
  Widget: LazyExoticComponent<ComponentType<DeferredWidgetProps>>;
}

/**
 * Keeps a Radix-powered header widget (menus, tooltip, drawer) out of the JavaScript the home page loads first.
 * A look-alike placeholder button is shown; pointing at or focusing it fetches the widget's code, and the real
 * widget takes over once it has arrived — never in the middle of a press, so a click is never lost: a click on
 * the placeholder mounts the widget already open, and focus carries over.
 */
export function DeferredWidget({
  source,
  Placeholder,
  openOnHover = false,
}: {
  source: DeferredWidgetSource;
  /** The look-alike button; it receives the handlers that wake the real widget. */
  Placeholder: ComponentType<PlaceholderHandlers>;
  /** Tooltips open on hover and focus; menus and drawers only when clicked. */
  openOnHover?: boolean;
}) {
  const [mounted, setMounted] = useState<{ open: boolean; focus: boolean } | null>(null);
  const loaded = useRef(false);
  const pressed = useRef(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  const mountIfIdle = (open = false) => {
    if (!loaded.current || pressed.current) return;
    setMounted(
      (m) => m ?? { open: open || (openOnHover && (hovered.current || focused.current)), focus: focused.current },
    );
  };
  const wake = () => {
    void source.load().then(() => {
      loaded.current = true;
      mountIfIdle();
    });
  };

  const handlers: PlaceholderHandlers = {
    onPointerEnter: () => {
      hovered.current = true;
      wake();
    },
    onPointerLeave: () => {
      hovered.current = false;
      pressed.current = false;
      mountIfIdle();
    },
    onFocus: () => {
      focused.current = true;
      wake();
    },
    onBlur: () => {
      focused.current = false;
    },
    onPointerDown: () => {
      pressed.current = true;
    },
    onPointerCancel: () => {
      pressed.current = false;
      mountIfIdle();
    },
    onClick: () => {
      pressed.current = false;
      // Mount now (showing the placeholder until the code arrives) and open, as the person asked.
      setMounted({ open: true, focus: true });
      wake();
    },
  };

  if (!mounted) return <Placeholder {...handlers} />;
  const { Widget } = source;
  return (
    <Suspense fallback={<Placeholder {...handlers} />}>
      <Widget defaultOpen={mounted.open} autoFocus={mounted.focus} />
    </Suspense>
  );
}
