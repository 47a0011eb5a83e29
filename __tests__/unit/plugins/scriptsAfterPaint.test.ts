import {
  scriptsAfterPaint,
  scriptsAfterPaintSource,
} from '../../../plugins/script-loading/scriptsAfterPaint';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby">x</div>${body}</body></html>`;

const GATSBY_SCRIPTS =
  '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>';

describe('scriptsAfterPaint (the built HTML)', () => {
  it('replaces the async script tags by one loader that names them, webpack runtime last', () => {
    const html = scriptsAfterPaint(page(GATSBY_SCRIPTS));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
    expect(html.match(/<script id="scripts-after-paint">/g)).toHaveLength(1);
    expect(html).toContain('["/framework-2.js","/app-3.js","/webpack-runtime-1.js"]');
    expect(html.indexOf('scripts-after-paint')).toBeGreaterThan(html.indexOf('___gatsby'));
  });

  it('puts the runtime last under a path prefix too', () => {
    const prefixed = GATSBY_SCRIPTS.replace(/src="\//g, 'src="/portfolio/');
    expect(scriptsAfterPaint(page(prefixed))).toContain(
      '["/portfolio/framework-2.js","/portfolio/app-3.js","/portfolio/webpack-runtime-1.js"]',
    );
  });

  it('leaves a page without async scripts untouched', () => {
    const html = page('<script id="gatsby-script-loader">window.pagePath="/";</script>');
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it('replaces the loader of an earlier build instead of adding a second one', () => {
    const once = scriptsAfterPaint(page(GATSBY_SCRIPTS));
    // Gatsby keeps unchanged pages and stitches the script tags in again on the next build.
    const rebuilt = once.replace('</body>', '<script src="/app-4.js" async></script></body>');
    const twice = scriptsAfterPaint(rebuilt);
    expect(twice.match(/<script id="scripts-after-paint">/g)).toHaveLength(1);
    expect(twice).toContain('["/app-4.js"]');
    expect(scriptsAfterPaint(twice)).toBe(twice);
  });
});

describe('the loader in the browser', () => {
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  let paintCallbacks: PaintCallback[];
  const added = () =>
    Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    paintCallbacks = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: PaintCallback) {
        paintCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakeObserver,
      configurable: true,
    });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const run = (srcs: string[]) => new Function(scriptsAfterPaintSource(srcs))();

  it('adds nothing before the first contentful paint, then every script in order', () => {
    run(['/a.js', '/b.js']);
    jest.runAllTimers();
    expect(added()).toEqual([]);

    paintCallbacks[0]({ getEntriesByName: () => [] }, { disconnect() {} });
    jest.runAllTimers();
    expect(added()).toEqual([]);

    paintCallbacks[0]({ getEntriesByName: () => [{}] }, { disconnect() {} });
    jest.runAllTimers();
    expect(added()).toEqual(['/a.js', '/b.js']);
    // Run in the order added, each as it can, rather than each as soon as it arrives.
    const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
    expect(scripts.map((script) => script.async)).toEqual([false, false]);

    paintCallbacks[0]({ getEntriesByName: () => [{}] }, { disconnect() {} });
    jest.runAllTimers();
    expect(added()).toHaveLength(2);
  });

  it('adds them at once in a hidden tab, which will not paint', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(['/a.js']);
    expect(added()).toEqual(['/a.js']);
    visibility.mockRestore();
  });
});
