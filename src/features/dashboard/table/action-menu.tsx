import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStrings } from '../strings';
import { fill } from '../../../lib/format';
import type { RowAction } from './types';

interface Props {
  /** Names the button: "Actions for {name}". */
  rowName: string;
  items: RowAction[];
}

const GAP = 4;
const itemClass =
  'block w-full px-2 py-0.5 text-left text-sm whitespace-nowrap hover:bg-stone-100 focus:bg-stone-100 focus-visible:-outline-offset-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * Fixed to the viewport, so the table's scrolling box cannot clip it: under the button with
 * the right edges aligned, or above the button when the viewport ends first.
 */
function place(button: HTMLElement, menu: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const fitsBelow = anchor.bottom + GAP + menu.offsetHeight <= window.innerHeight;
  const top = fitsBelow ? anchor.bottom + GAP : anchor.top - GAP - menu.offsetHeight;
  menu.style.top = `${Math.max(GAP, top)}px`;
  menu.style.left = `${Math.max(GAP, Math.min(anchor.right, window.innerWidth - GAP) - menu.offsetWidth)}px`;
}

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * A row's actions behind one button (WAI-ARIA menu button): Enter, Space or a click opens the
 * menu on its first item, the arrows (and Home, End) move, Escape closes it back to the button,
 * Tab or a click elsewhere closes it. Choosing an item gives the focus back to the button first,
 * so a dialog it opens returns the focus there.
 */
export function ActionMenu({ rowName, items }: Props) {
  const strings = useStrings();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** The item to focus once the menu shows (-1: the last); null while closed. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;

  useLayoutEffect(() => {
    const list = menu.current;
    if (focusIndex === null || !button.current || !list) return;
    const anchor = button.current;
    place(anchor, list);
    const all = itemsOf(list);
    all.at(focusIndex)?.focus();
    const follow = () => place(anchor, list);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [focusIndex]);

  const close = (returnFocus: boolean) => {
    setFocusIndex(null);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusIndex(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = itemsOf(menu.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates buttons natively, not links.
      event.preventDefault();
      document.activeElement.click();
    }
  };

  const choose = (item: RowAction) => (event: MouseEvent) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    close(true);
    item.onSelect?.();
  };

  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  return (
    <div
      className="inline-block"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={fill(strings.table.actionsFor, { name: rowName })}
        onClick={() => (open ? close(false) : setFocusIndex(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-0.5 rounded border border-stone-400 px-1 py-0.5 text-sm whitespace-nowrap hover:bg-stone-100"
      >
        {strings.table.actions}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          // Keeps the focus on the item under the pointer (Safari does not focus clicked buttons), so blur does not close first.
          onMouseDown={(event) => event.preventDefault()}
          className="fixed z-40 min-w-[160px] rounded border border-stone-300 bg-white py-0.5 text-left shadow-lg"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.href ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  aria-label={item.ariaLabel}
                  onClick={choose(item)}
                  className={itemClass}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  role="menuitem"
                  type="button"
                  tabIndex={-1}
                  aria-label={item.ariaLabel}
                  aria-disabled={item.disabled || undefined}
                  onClick={choose(item)}
                  className={`${itemClass} ${item.danger ? 'text-blood' : ''}`}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
