import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { withExternalLinks } from '../../lib/externalLinks';
import { withSitePaths } from '../../lib/sitePaths';
import { withScrollableCode } from '../../lib/scrollableCode';
import { withKeyCombos, withQuotations } from '../../lib/textRuns';
import { useMessages, useTextLang } from '../../lib/language';
import { space } from '../../shared/tokens';
import { markdownStyle } from './markdownStyle';
import type { CaseStudyFacts } from './project';

const Prose = styled.div`
  max-width: 46rem;
  margin-top: ${space[7]};
  ${markdownStyle}
`;

export interface CaseStudyBodyProps {
  study: CaseStudyFacts;
  /** The case study's text, as HTML rendered from its Markdown file. */
  html: string;
}

/** The case study's own text: the story of the project, written in Markdown. */
export function CaseStudyBody({ study, html }: CaseStudyBodyProps) {
  const { newTab } = useMessages();
  const textLang = useTextLang();
  const prefix = withPrefix('/').replace(/\/$/, '');
  return (
    <Prose
      {...textLang(study, 'text')}
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
