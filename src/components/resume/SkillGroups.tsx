import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, fontSize, fontWeight, mq, radius, space } from '../../shared/tokens';
import { useTextLang } from '../../lib/language';

const Groups = styled.div`
  display: grid;
  gap: ${space[5]};

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mq.print} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space[3]} ${space[5]};

    & > div {
      break-inside: avoid;
    }
  }
`;

const GroupName = styled.h3`
  margin-bottom: ${space[2]};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.print} {
    gap: 0 0.3em;
  }
`;

const Badge = styled.li`
  padding: 0.125rem ${space[3]};
  border: 1px solid ${color.accentBorder};
  border-radius: ${radius.full};
  background: ${color.accentSoft};
  color: ${color.accentHover};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.regular};
  line-height: 1.7;

  /* On paper the badges read as a plain list: "React, Next.js, Node.js". */
  ${mq.print} {
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    color: ${color.text};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.regular};
    line-height: 1.5;

    &:not(:last-child)::after {
      content: ',';
    }
  }
`;

export interface SkillGroupsProps {
  groups: readonly Queries.SkillGroupItemFragment[];
}

/** Technical skills: one list of badges per named group, in content order. */
export function SkillGroups({ groups }: SkillGroupsProps) {
  const textLang = useTextLang();
  return (
    <Groups>
      {groups.map((group) => (
        <div key={group.slug}>
          <GroupName {...textLang(group, 'group')}>{group.group}</GroupName>
          <Badges aria-label={group.group} {...textLang(group, 'items')}>
            {group.items.map((skill) => (
              <Badge key={skill}>{skill}</Badge>
            ))}
          </Badges>
        </div>
      ))}
    </Groups>
  );
}

export const query = graphql`
  fragment SkillGroupItem on SkillGroup {
    slug
    group
    items
    untranslated
  }
`;
