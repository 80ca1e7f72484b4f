import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for what a render will show, not for a deadline: 1 s (the default) is how long a
// busy 2-core machine can take to render a long list while typecheck and lint run beside the tests.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // A test that rendered or switched to Arabic leaves the page and the remembered choice as they were.
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  for (const name of ['ui_lang', 'ui_numerals']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});
