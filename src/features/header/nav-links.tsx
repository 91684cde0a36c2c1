import type { NavLink } from './types';

interface Props {
  links: NavLink[];
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function NavLinks({ links, layout, onNavigate }: Props) {
  return (
    <ul
      className={
        layout === 'row' ? 'flex flex-wrap gap-x-2 text-sm font-medium' : 'flex flex-col text-base font-medium'
      }
    >
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            onClick={onNavigate}
            aria-current={link.current ? 'page' : undefined}
            className={
              layout === 'row'
                ? 'inline-block rounded px-1 py-0.5 hover:text-blood aria-[current=page]:text-blood aria-[current=page]:underline'
                : 'block border-b border-stone-200 px-1 py-1 hover:bg-stone-100 aria-[current=page]:font-bold aria-[current=page]:text-blood'
            }
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
