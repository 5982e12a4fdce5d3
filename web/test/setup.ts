import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../app/i18n';

initI18n();
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
