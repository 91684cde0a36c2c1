/**
 * The drawings of the heart, bookmark and stars: the React controls and the server markup of
 * the post cards (components/post-card.astro) draw the same ones.
 */
export const HEART = 'M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z';
export const BOOKMARK = 'M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z';
export const STAR = 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7L12 17.8 5.8 21.2l1.4-7L2 9.4l7-.9z';
export const LEFT_HALF = 'M12 2L9 8.5l-7 .9 5.2 4.8-1.4 7L12 17.8z';
export const GOLD = '#a16207';
export const GREY = '#a8a29e';
