import { useTextLang } from '../../lib/language';
import { MarkdownText } from '../ui/MarkdownText';
import type { CaseStudyFacts } from './project';

export interface CaseStudyBodyProps {
  study: CaseStudyFacts;
  /** The case study's text, as HTML rendered from its Markdown file. */
  html: string;
}

/** The case study's own text: the story of the project, written in Markdown. */
export function CaseStudyBody({ study, html }: CaseStudyBodyProps) {
  const textLang = useTextLang();
  return <MarkdownText html={html} gap={7} text={textLang(study, 'text')} />;
}
