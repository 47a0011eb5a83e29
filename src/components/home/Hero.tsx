import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { ReactNode } from 'react';
import { color, fontSize, fontWeight, layout, mq, space } from '../../shared/tokens';
import { Screenshot } from '../ui/Screenshot';
import { Container } from '../ui/Section';
import { format, useMessages, useTextLang } from '../../lib/language';

// Starts under the transparent bar, so the glow fades out at the window's top edge instead of
// stopping in a hard line below the bar.
const Wrapper = styled.section`
  position: relative;
  margin-top: calc(-1 * ${layout.navHeight});
  padding: calc(${space[8]} + ${layout.navHeight}) 0 ${space[4]};
  overflow: hidden;

  ${mq.md} {
    padding: calc(${space[9]} + ${layout.navHeight}) 0 ${space[6]};
  }

  ${mq.print} {
    margin-top: 0;
    padding-top: 0;
    overflow: visible;

    &::before {
      display: none;
    }
  }

  &::before {
    content: '';
    position: absolute;
    inset: -40% -10% auto auto;
    width: 36rem;
    height: 36rem;
    border-radius: 50%;
    background: radial-gradient(circle, ${color.heroGlow}, transparent 70%);
    pointer-events: none;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  margin-bottom: ${space[4]};
  color: ${color.accent};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  letter-spacing: 0.02em;
`;

const Title = styled.h1`
  max-width: 18ch;
  font-size: ${fontSize['3xl']};
  font-weight: ${fontWeight.bold};
  letter-spacing: -0.03em;
  line-height: 1.05;
`;

const Role = styled.p`
  margin-top: ${space[4]};
  color: ${color.text};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: 1.3;
  /* A line or two under the heading: as even as its words allow. */
  text-wrap: balance;
`;

const Intro = styled.p`
  max-width: 38rem;
  margin-top: ${space[4]};
  color: ${color.muted};
  font-size: ${fontSize.lg};
`;

const Portrait = styled(Screenshot)`
  width: 6rem;
  margin-bottom: ${space[5]};
  border: 2px solid ${color.border};
  border-radius: 50%;

  ${mq.md} {
    width: 7.5rem;
  }
`;

const Extras = styled.div`
  margin-top: ${space[6]};
`;

export interface HeroProps {
  greeting: string;
  role: string;
  intro: string;
  location: string;
  /** The owner's photo, when the content gives one. */
  portrait?: { image: IGatsbyImageData; alt: string } | null;
  /** The texts a translation left in the default language. */
  untranslated?: readonly string[] | null;
  /** Shown under the introduction: the social links. */
  children?: ReactNode;
}

/** The one large typographic moment: greeting, role and introduction. */
export function Hero({
  greeting,
  role,
  intro,
  location,
  portrait,
  untranslated,
  children,
}: HeroProps) {
  const { home } = useMessages();
  const textLang = useTextLang();
  const own = (field: string) => textLang({ untranslated }, field);
  return (
    <Wrapper aria-labelledby="hero-heading">
      <Container>
        {portrait && <Portrait image={portrait.image} alt={portrait.alt} eager />}
        <Eyebrow>
          {/* One flex item: the words around the place keep a plain space. */}
          <span>
            {format(home.basedIn, { location: '\0' })
              .split('\0')
              .flatMap((part, index) =>
                index === 0
                  ? [part]
                  : [
                      <span key="place" {...own('location')}>
                        {location}
                      </span>,
                      part,
                    ],
              )}
          </span>
        </Eyebrow>
        <Title id="hero-heading" {...own('greeting')}>
          {greeting}
        </Title>
        <Role {...own('role')}>{role}</Role>
        <Intro {...own('intro')}>{intro}</Intro>
        {children && <Extras>{children}</Extras>}
      </Container>
    </Wrapper>
  );
}
