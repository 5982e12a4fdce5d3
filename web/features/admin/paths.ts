/** The admin panel's path, apart from its page so the route table can name it without loading the page. */
export const ADMIN_PANEL_PATH = '/adminPanel';
