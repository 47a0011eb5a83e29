import type { GatsbySSR } from 'gatsby';

export { wrapPageElement } from './src/components/layout/wrapPage';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
