import type { ReactNode } from 'react';

const common = { 'aria-hidden': true, focusable: false, width: 24, height: 24, viewBox: '0 0 24 24' } as const;
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
const stroke = { ...line, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A header icon drawn in lines of the text colour on a 24-unit grid; the link beside it names it. */
export const LineIcon = ({ size, children }: { size: number; children: ReactNode }) => (
  <svg {...common} {...line} width={size} height={size}>
    {children}
  </svg>
);

export const MenuIcon = () => (
  <svg {...common} {...stroke}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common} {...stroke} width={20} height={20}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const FiltersIcon = () => (
  <svg {...common} {...stroke} width={20} height={20}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);
