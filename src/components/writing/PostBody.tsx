import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { withExternalLinks } from '../../lib/externalLinks';
import { withSitePaths } from '../../lib/sitePaths';
import { withScrollableCode } from '../../lib/scrollableCode';
import { withKeyCombos, withQuotations } from '../../lib/textRuns';
import { useMessages } from '../../lib/language';
import { space } from '../../shared/tokens';
import { highlightedCode } from '../../styles/prose';
import { markdownStyle } from '../case-study/markdownStyle';

const Prose = styled.div`
  max-width: 46rem;
  margin-top: ${space[6]};
  ${markdownStyle}
  ${highlightedCode}
`;

/** A post's text, as HTML rendered from its Markdown at build time, as a case study's is. */
export function PostBody({ html, text }: { html: string; text: { lang?: string; dir?: string } }) {
  const { newTab } = useMessages();
  const prefix = withPrefix('/').replace(/\/$/, '');
  return (
    <Prose
      {...text}
      dangerouslySetInnerHTML={{
        __html: withKeyCombos(
          withQuotations(
            withScrollableCode(withExternalLinks(withSitePaths(html, prefix), newTab)),
          ),
        ),
      }}
    />
  );
}
