// The colour theme in every page's head, as gatsby-ssr writes it (<html lang dir>, the early
// script, the theme-color metas), and the two palettes' custom properties and contrast.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { onRenderBody } from '../../gatsby-ssr';
import { EARLY_SCRIPT } from '../../src/lib/early/script';
import { darkColor, rootVariables } from '../../src/styles/themes';
import { color, lightColor } from '../../src/shared/tokens';
import { pageLanguage } from '../support/render';

describe('head tags of every page', () => {
  /**
   * Calls gatsby-ssr's onRenderBody for a page as `gatsby build` does, its page data holding
   * `pageContext`, and returns what it sets: the head components and <html>'s attributes.
   */
  function renderBody(pageContext?: object, pathname = '/') {
    const components: ReactNode[] = [];
    const htmlAttributes: Record<string, unknown>[] = [];
    const loadPageDataSync = jest.fn((path: string) => ({
      result: path === pathname ? { pageContext } : undefined,
    }));
    const ssr = onRenderBody as unknown as (args: Record<string, unknown>) => void;
    ssr({
      pathname,
      loadPageDataSync,
      setHtmlAttributes: (attributes: Record<string, unknown>) => htmlAttributes.push(attributes),
      setHeadComponents: (list: ReactNode[]) => components.push(...list),
    });
    expect(loadPageDataSync).toHaveBeenCalledWith(pathname);
    return { components: components.filter(isValidElement) as ReactElement[], htmlAttributes };
  }
  const headComponents = () => renderBody(pageLanguage('/')).components;

  it("sets <html lang dir> from the page's context: left to right in English, right to left in Arabic", () => {
    expect(renderBody(pageLanguage('/')).htmlAttributes).toEqual([{ lang: 'en', dir: 'ltr' }]);
    expect(
      renderBody(pageLanguage('/resume', { lang: 'ar' }), '/ar/resume').htmlAttributes,
    ).toEqual([{ lang: 'ar', dir: 'rtl' }]);
    // A page with no language in its context (one no plugin made) is in the default language.
    expect(renderBody({}, '/dev-404-page/').htmlAttributes).toEqual([{ lang: 'en', dir: 'ltr' }]);
  });

  it('has the theme script after both theme-color metas, which follow the system', () => {
    const components = headComponents();
    const props = (element: ReactElement) => element.props as Record<string, unknown>;
    const metas = components.filter(
      (element) => element.type === 'meta' && props(element).name === 'theme-color',
    );
    expect(metas.map((meta) => [props(meta).media, props(meta).content])).toEqual([
      ['(prefers-color-scheme: light)', lightColor.background],
      ['(prefers-color-scheme: dark)', darkColor.background],
    ]);
    const script = components.findIndex(
      (element) =>
        element.type === 'script' &&
        (props(element).dangerouslySetInnerHTML as { __html: string }).__html === EARLY_SCRIPT,
    );
    expect(script).toBeGreaterThan(components.indexOf(metas[1]));
  });
});

describe('palettes', () => {
  it('names every colour as a custom property that both themes set', () => {
    for (const [name, value] of Object.entries(color)) {
      const variable = /^var\((--color-[a-z-]+)\)$/.exec(value)?.[1];
      expect(variable).toBeTruthy();
      const light = lightColor[name as keyof typeof lightColor];
      const dark = darkColor[name as keyof typeof darkColor];
      expect(rootVariables).toContain(`${variable}:${light}`);
      expect(rootVariables).toContain(`${variable}:${dark}`);
    }
  });

  /** WCAG 2 contrast ratio of two #rrggbb colours. */
  function contrast(a: string, b: string): number {
    const luminance = (hex: string) => {
      // A colour of another form (rgba, a name) would compute NaN and pass unseen.
      if (!/^#[\da-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
      const [r, g, b2] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
    };
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  }

  // Each text colour on each background it is used on.
  const PAIRS = [
    ['text', 'background'],
    ['text', 'surface'],
    ['muted', 'background'],
    ['muted', 'surface'],
    ['accent', 'background'],
    ['accent', 'surface'],
    ['accent', 'accentSoft'],
    ['accentHover', 'accentSoft'],
    ['text', 'accentSoft'],
    ['onAccent', 'accent'],
    ['onAccent', 'accentHover'],
    ['success', 'successSoft'],
    ['info', 'infoSoft'],
    ['neutral', 'neutralSoft'],
    ['surface', 'text'],
    ['onPoster', 'posterEnd'],
    ['onPoster', 'playButtonHover'],
  ] as const;

  it.each([
    ['light', lightColor],
    ['dark', darkColor],
  ])('%s: every text pair meets WCAG AA (4.5:1)', (_theme, palette) => {
    const failing = PAIRS.map(([fg, bg]) => ({
      pair: `${fg} on ${bg}`,
      ratio: contrast(palette[fg], palette[bg]),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
