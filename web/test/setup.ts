import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // A test that rendered or switched to Arabic leaves the page and the remembered choice as they were.
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  for (const name of ['ui_lang', 'ui_numerals']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});
