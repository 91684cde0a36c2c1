// A module of its own, apart from REFRESH_MESSAGES (session-messages.ts): the cart store, in every
// page's header chunk, shows it too, and a chunk takes a module whole (the refresh texts load on demand).
export const NETWORK_NOT_OK = 'Network response was not ok';
