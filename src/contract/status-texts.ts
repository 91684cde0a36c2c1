// A module of its own, apart from MESSAGES (messages.ts): the rating island shows these texts, and a bundle chunk takes a module whole, so these islands do not carry every §8 text.
export const INVALID_INPUT = 'Error 400: Invalid input';
export const UNPROCESSABLE = 'Error 422: Unprocessable entity';
