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

/** `P`: props the caller passes to both the widget and its placeholder (a select's value and its setter, say). */
export interface DeferredWidgetSource<P extends object = object> {
  load: () => Promise<unknown>;
  Widget: LazyExoticComponent<ComponentType<DeferredWidgetProps & P>>;
}

/**
 * Keeps a Radix-powered widget (the header's menus, tooltip and drawer, the search screen's selects) out of the
 * JavaScript a first screen loads and runs before it paints. A look-alike placeholder button is shown; pointing at
 * or focusing it fetches the widget's code (the caller may also start that early: `source.load()`), and the real
 * widget takes over once it has arrived — never in the middle of a press, so a click is never lost: a click on
 * the placeholder mounts the widget already open, and focus carries over.
 */
export function DeferredWidget<P extends object = object>({
  source,
  Placeholder,
  openOnHover = false,
  props,
}: {
  source: DeferredWidgetSource<P>;
  /** The look-alike button; it receives the handlers that wake the real widget, and `props`. */
  Placeholder: ComponentType<PlaceholderHandlers & P>;
  /** Tooltips open on hover and focus; menus, drawers and selects only when clicked. */
  openOnHover?: boolean;
  /** Given to both the placeholder and the widget. */
  props?: P;
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

  const shared = (props ?? {}) as P;
  if (!mounted) return <Placeholder {...shared} {...handlers} />;
  const { Widget } = source;
  return (
    <Suspense fallback={<Placeholder {...shared} {...handlers} />}>
      <Widget {...shared} defaultOpen={mounted.open} autoFocus={mounted.focus} />
    </Suspense>
  );
}
