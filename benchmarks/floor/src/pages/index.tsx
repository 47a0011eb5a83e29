import styled from '@emotion/styled';
// The owner's hero text, read when the floor is built (webpack keeps only the fields used).
import site from '../../../../content/site.json';

const Hero = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1rem;
  font-family: system-ui, sans-serif;
`;

const Title = styled.h1`
  font-size: 2.5rem;
  line-height: 1.05;
`;

const Role = styled.p`
  margin-top: 1rem;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Intro = styled.p`
  margin-top: 1rem;
  font-size: 1.125rem;
`;

/** The home page's hero text and nothing else. */
export default function FloorPage() {
  return (
    <Hero>
      <Title>{site.greeting}</Title>
      <Role>{site.role}</Role>
      <Intro>{site.intro}</Intro>
    </Hero>
  );
}
