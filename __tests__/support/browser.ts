// Controls for the browser features a test needs to steer: scroll position, media queries,
// element positions and IntersectionObserver.
import { act } from '@testing-library/react';

let reducedMotion = false;
let prefersDark = false;
const colorSchemeListeners = new Set<() => void>();

export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
}

/** Sets the system's colour scheme; `notify` tells the page, as a system switch would. */
export function setPrefersDark(value: boolean, notify = false): void {
  prefersDark = value;
  if (notify) act(() => colorSchemeListeners.forEach((listener) => listener()));
}

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  if (query.includes('prefers-color-scheme: dark')) return prefersDark;
  return false;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => {
      if (query.includes('prefers-color-scheme')) colorSchemeListeners.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      colorSchemeListeners.delete(listener);
    },
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as Record<string, unknown>).ResizeObserver = NoopResizeObserver;

/** Scrolls the window to `y` and tells the page, as a real scroll would. */
export function scrollWindowTo(y: number): void {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Makes the document `height` pixels tall, as scrollHeight reports it. */
export function setPageHeight(height: number): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: height,
  });
}

/** Makes `element` report `top` (relative to the viewport) from getBoundingClientRect. */
export function placeAt(element: Element, top: number): void {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  } as DOMRect);
}

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const observers: { callback: ObserverCallback; targets: Element[] }[] = [];

/** Installs a controllable IntersectionObserver; call before rendering. */
export function installIntersectionObserver(): void {
  observers.length = 0;
  (globalThis as Record<string, unknown>).IntersectionObserver = class {
    private entry: { callback: ObserverCallback; targets: Element[] };
    constructor(callback: ObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  };
}

/** Tells every observer of `element` that it entered the viewport. */
export function bringIntoView(element: Element): void {
  act(() => {
    for (const observer of observers) {
      if (observer.targets.includes(element)) {
        observer.callback([{ isIntersecting: true, target: element }]);
      }
    }
  });
}
