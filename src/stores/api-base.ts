/** Where the islands' plain fetch calls go: the same origin's API. */
export const API_BASE = '/api';
