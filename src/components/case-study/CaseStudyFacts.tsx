import styled from '@emotion/styled';
import { useMessages, useTextLang } from '../../lib/language';
import { color, fontSize, fontWeight, mq, radius, space } from '../../shared/tokens';
import { chipOf, TechIcon } from '../ui/TechIcon';
import { stackOf, type CaseStudyFacts as Facts, type StackItem } from './project';

const List = styled.dl`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[6]};

  ${mq.md} {
    grid-template-columns: 1fr 1fr 2fr;
  }

  dt {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  dd {
    margin: ${space[1]} 0 0;
  }

  div:last-of-type {
    grid-column: 1 / -1;
  }
`;

const Stack = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[2]};
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};

  /* A brand colour may be dark: on the chip the tech cards use, it shows in both themes. */
  svg,
  img {
    box-sizing: content-box;
    padding: 3px;
    border-radius: ${radius.full};
    background: ${color.iconChip};
  }

  &[data-chip='dark'] svg {
    background: ${color.iconChipDark};
  }
`;

export interface CaseStudyFactsProps {
  study: Facts;
  /** Every tech item of the content, for the icons of those the stack names. */
  tech: readonly StackItem[];
}

/** The facts of the project at a glance: the owner's role, the years, the outcome, the stack. */
export function CaseStudyFacts({ study, tech }: CaseStudyFactsProps) {
  const { caseStudy: words } = useMessages();
  const textLang = useTextLang();
  return (
    <List>
      <div>
        <dt>{words.role}</dt>
        <dd {...textLang(study, 'role')}>{study.role}</dd>
      </div>
      <div>
        <dt>{words.years}</dt>
        <dd {...textLang(study, 'years')}>{study.years}</dd>
      </div>
      <div>
        <dt>{words.outcome}</dt>
        <dd {...textLang(study, 'outcome')}>{study.outcome}</dd>
      </div>
      <div>
        <dt>{words.stack}</dt>
        <dd>
          <Stack>
            {stackOf(study, tech).map((item) => (
              <Badge key={item.slug} data-chip={chipOf(item)}>
                <TechIcon item={item} size={16} />
                {item.name}
              </Badge>
            ))}
          </Stack>
        </dd>
      </div>
    </List>
  );
}
