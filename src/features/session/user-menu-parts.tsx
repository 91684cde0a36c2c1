import { useEffect, useState } from 'react';
import { DESKTOP_QUERY } from '../../lib/viewport';
import { LineIcon } from '../header/icons';

/** Spec §2: hover opens the user menu on desktop (over 1024 px). */

export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

export function CartLink({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    <a
      href={href}
      className="relative inline-flex size-[44px] items-center justify-center rounded hover:bg-stone-100"
      aria-label={label}
    >
      <LineIcon size={24}>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
      </LineIcon>
      <span
        className="absolute top-0.5 right-0 min-w-[18px] rounded-full bg-blood px-0.5 text-center text-xs leading-[18px] font-bold text-white"
        aria-hidden="true"
      >
        {count}
      </span>
    </a>
  );
}

/** Issue 16: signed-in users post a video from the header; the text is hidden on narrow screens. */
export function PostVideoLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center gap-0.5 rounded px-0.5 text-sm font-semibold hover:bg-stone-100"
      aria-label={label}
    >
      <LineIcon size={22}>
        <rect x="2" y="5" width="14" height="14" rx="2" />
        <path d="M16 10l6-3v10l-6-3" />
        <path d="M9 9v6M6 12h6" />
      </LineIcon>
      <span className="tab:inline hidden">{label}</span>
    </a>
  );
}

/** Spec §2: the Sign-In button of signed-out visitors; its text is hidden on narrow screens. */
export function SignInLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-[44px] items-center gap-0.5 rounded bg-ink px-1 py-0.5 text-sm font-semibold text-white hover:bg-steel"
      aria-label={label}
    >
      <LineIcon size={20}>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
      </LineIcon>
      <span className="tab:inline hidden">{label}</span>
    </a>
  );
}
