/**
 * Spec §2/§9: the mobile breakpoint is 768 px and the desktop one 1024 px, both read as
 * "width over": 768 px is still mobile and 1024 px is still not desktop, as in the `tab`
 * (width > 768px) and `desk` (width > 1024px) variants of src/styles/global.css. Scripts
 * ask these queries through matchMedia so the state and the CSS agree at every width.
 */
export const MOBILE_BREAKPOINT = 768;
export const DESKTOP_BREAKPOINT = 1024;
export const DESKTOP_QUERY = `(width > ${DESKTOP_BREAKPOINT}px)`;
/** Narrow screens (5 results, then 'Voir plus'): 768 px and less. */
export const MOBILE_QUERY = `(width <= ${MOBILE_BREAKPOINT}px)`;
