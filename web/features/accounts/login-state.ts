/**
 * Navigation state that opens the landing page's login dialog (the top navigation's login button when already on /).
 * Apart from the dialog so the always-loaded navigation does not pull the login form into the first chunk.
 */
export const OPEN_LOGIN_STATE = { openLogin: true } as const;
