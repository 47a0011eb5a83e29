import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { setReducedMotion } from './browser';

afterEach(() => {
  cleanup();
  setReducedMotion(false);
  window.scrollY = 0;
  jest.restoreAllMocks();
});
