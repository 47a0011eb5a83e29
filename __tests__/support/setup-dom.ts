import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { setReducedMotion } from './browser';

afterEach(() => {
  cleanup();
  setReducedMotion(false);
  if (typeof window !== 'undefined') window.scrollY = 0;
  jest.restoreAllMocks();
});
