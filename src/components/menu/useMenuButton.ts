import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefCallback,
  type RefObject,
} from 'react';
import { useCloseOnBack } from '@/lib/useCloseOnBack';

/** While `active`, a mouse press outside `area` calls `onOutside` (a menu or a card closes). */
export function useCloseOnOutsidePress(active: boolean, area: RefObject<HTMLElement | null>, onOutside: () => void) {
  const onOutsideRef = useRef(onOutside);
  useLayoutEffect(() => {
    onOutsideRef.current = onOutside;
  }, [onOutside]);

  useEffect(() => {
    if (!active) return;
    const closeOutside = (event: MouseEvent) => {
      if (!area.current?.contains(event.target as Node)) onOutsideRef.current();
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [active, area]);
}

export interface MenuButtonOptions {
  /** How many entries the menu shows now. */
  count: number;
  /** Called as the menu opens, with its button (to place a positioned menu). */
  onOpen?: (trigger: HTMLButtonElement | null) => void;
}

export interface MenuButton {
  open: boolean;
  /** Opens the menu with the focus on entry `index`. */
  openAt: (index: number) => void;
  /** Closes the menu; `returnFocus` puts the focus back on its button. */
  close: (returnFocus: boolean) => void;
  /** The element around the button and the menu: a press outside it closes the menu. */
  wrapperRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The entries' buttons, by index. */
  itemsRef: RefObject<(HTMLButtonElement | null)[]>;
  /** For the menu button (its label and look are the caller's). */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** For the menu's list (its label is the caller's). */
  menuProps: { id: string; role: 'menu'; onKeyDown: (event: KeyboardEvent) => void };
  /** For entry `index`'s button (its text, action and aria-haspopup are the caller's). */
  itemProps: (index: number) => {
    ref: RefCallback<HTMLButtonElement>;
    type: 'button';
    role: 'menuitem';
    tabIndex: number;
    onFocus: () => void;
  };
}

/**
 * An ARIA menu button: Arrow Down/Up on the button opens the menu on its first/last entry; in
 * the menu the arrows move round, Home/End go to the ends, Escape closes it with the focus back on
 * the button, Tab closes it and moves on. A click outside and Back (`useCloseOnBack`) close it too.
 */
export function useMenuButton({ count, onOpen }: MenuButtonOptions): MenuButton {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  useCloseOnBack(open, () => setOpen(false));

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useCloseOnOutsidePress(open, wrapper, () => setOpen(false));

  const openAt = (index: number) => {
    onOpen?.(trigger.current);
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = count - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return {
    open,
    openAt,
    close,
    wrapperRef: wrapper,
    triggerRef: trigger,
    itemsRef: items,
    triggerProps: {
      ref: trigger,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt(0)),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: { id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
    itemProps: (index) => ({
      ref: (node) => {
        items.current[index] = node;
      },
      type: 'button',
      role: 'menuitem',
      tabIndex: index === focusIndex ? 0 : -1,
      onFocus: () => setFocusIndex(index),
    }),
  };
}
