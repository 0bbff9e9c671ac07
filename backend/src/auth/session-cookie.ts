/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';
