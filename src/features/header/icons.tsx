const common = { 'aria-hidden': true, focusable: false, width: 24, height: 24, viewBox: '0 0 24 24' } as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

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
