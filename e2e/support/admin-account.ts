/**
 * The browser tests' administrator: the server makes it at its first start from ADMIN_EMAIL and ADMIN_PASSWORD
 * (global-setup), as an unattended installation would.
 */
export const E2E_ADMIN = {
  email: 'admin@e2e.example.com',
  password: 'Admin#E2e2024',
  firstName: 'Administrator',
};
