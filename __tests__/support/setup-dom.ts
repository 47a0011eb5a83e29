import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { setReducedMotion } from './browser';

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  if (typeof window === 'undefined') return; // a `@jest-environment node` suite
  setReducedMotion(false);
  window.scrollY = 0;
});
