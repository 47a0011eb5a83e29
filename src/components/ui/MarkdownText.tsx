import styled from '@emotion/styled';
import { withPrefix } from 'gatsby';
import { withExternalLinks } from '../../lib/externalLinks';
import { withSitePaths } from '../../lib/sitePaths';
import { withScrollableCode } from '../../lib/scrollableCode';
import { withKeyCombos, withQuotations } from '../../lib/textRuns';
import { useMessages } from '../../lib/language';
import { space } from '../../shared/tokens';
import { markdownStyle } from '../../styles/markdown';
// As the parts' components are named (plugins/site-content/absentParts.ts): without code or
// maths in any text, none.
import { DrawnTextStyle } from '../../components/ui/DrawnTextStyle';

const Prose = styled.div<{ gap: 6 | 7 }>`
  max-width: 46rem;
  margin-top: ${({ gap }) => space[gap]};
  ${markdownStyle}
`;

/** Whether the build drew code blocks or formulas into the text (plugins/markdown-code, -maths). */
const hasDrawnParts = (html: string) => /<(pre|math)[\s>]/.test(html);

/**
 * A case study's or a post's text, as HTML rendered from its Markdown at build time: the site's
 * paths under its prefix, links to other sites marked, code blocks reachable by keyboard, and
 * the rules for code and maths only where the text has them.
 */
export function MarkdownText({
  html,
  gap,
  text,
}: {
  html: string;
  /** The space above it, as a step of the spacing scale. */
  gap: 6 | 7;
  /** The text's language and direction, where they are not the page's. */
  text: { lang?: string; dir?: string };
}) {
  const { newTab } = useMessages();
  const prefix = withPrefix('/').replace(/\/$/, '');
  const drawn = hasDrawnParts(html);
  return (
    <>
      {drawn && <DrawnTextStyle />}
      <Prose
        gap={gap}
        {...text}
        dangerouslySetInnerHTML={{
          __html: withKeyCombos(
            withQuotations(
              withScrollableCode(withExternalLinks(withSitePaths(html, prefix), newTab)),
            ),
          ),
        }}
      />
    </>
  );
}
