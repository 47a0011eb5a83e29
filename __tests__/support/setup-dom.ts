// Runs before each unit test file. Files that choose the node environment (build code) get
// none of the browser stand-ins.
import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cleanup } = require('@testing-library/react') as typeof import('@testing-library/react');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { setPrefersDark, setReducedMotion } = require('./browser') as typeof import('./browser');
  afterEach(() => {
    cleanup();
    setReducedMotion(false);
    setPrefersDark(false);
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    window.scrollY = 0;
    jest.restoreAllMocks();
  });
}
