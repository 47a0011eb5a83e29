import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTakeOver } from '../../hooks/useTakeOver';
import {
  color,
  forcedBoundary,
  fontSize,
  fontWeight,
  motion,
  mq,
  radius,
  shadow,
  space,
} from '../../shared/tokens';
import { Icon } from '../ui/Icon';
import { PrintedUrl } from '../ui/PrintedUrl';
import { imageSrc } from '../ui/imageSrc';
import { format, useMessages, useTextLang } from '../../lib/language';
import { embedUrl, watchUrl } from '../../shared/youtube';
import { earlyControl } from '../../shared/dataAttributes';

const PLAY_ICON = 'M8 5.5v13l11-6.5z';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${color.frame};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }

  /* Paper cannot play: a video is its title, its text and its address there. */
  ${mq.print} {
    display: none;
  }
`;

const PosterLink = styled.a`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${color.onPoster};
  text-decoration: none;

  &:focus-visible {
    outline-offset: -4px;
    outline-color: ${color.onPoster};
  }
`;

const PosterImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  padding: ${space[4]} ${space[5]};
  background:
    radial-gradient(circle at 80% 20%, ${color.posterGlow}, transparent 55%),
    linear-gradient(
      135deg,
      ${color.posterStart} 0%,
      ${color.posterMid} 55%,
      ${color.posterEnd} 100%
    );
  color: ${color.onPoster};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  line-height: 1.25;
  text-align: start;

  /* Two lines at most, so the title stays clear of the play button on small cards. */
  & > span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const PlayButton = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${color.playButton};
  box-shadow: ${shadow.play};
  transition:
    transform ${motion.fast} ${motion.ease},
    background-color ${motion.fast} ${motion.ease};

  a:hover > &,
  a:focus-visible > & {
    background: ${color.playButtonHover};
    transform: scale(1.08);
  }

  ${forcedBoundary}
`;

const Body = styled.div`
  padding: ${space[5]};
`;

const Title = styled.h2`
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const Description = styled.p`
  margin-top: ${space[2]};
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

export interface VideoCardProps {
  video: Queries.VideoCardFragment;
}

const playerUrl = (embedId: string) => `${embedUrl(embedId)}?autoplay=1&rel=0`;

/**
 * A video as a poster with a play button. Nothing is requested from the video provider until
 * the visitor asks: the click creates the privacy-enhanced player in place, also when made before
 * the page's script ran. Without JavaScript, or with a modifier key, the poster is a plain link
 * to the video.
 */
export function VideoCard({ video }: VideoCardProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const startPlaying = useCallback(() => setPlaying(true), []);
  // A click before the page's script ran is kept by the head script and played now.
  const posterLink = useTakeOver<HTMLAnchorElement>(startPlaying);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };

  const poster = video.posterSrc;
  const { videos: words } = useMessages();
  const textLang = useTextLang();
  return (
    <Card>
      <Frame>
        {playing ? (
          <iframe
            ref={player}
            src={playerUrl(video.embedId)}
            title={format(words.player, { title: video.title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <PosterLink
            ref={posterLink}
            {...earlyControl('click')}
            href={watchUrl(video.embedId)}
            onClick={play}
            aria-label={format(words.play, { title: video.title })}
          >
            {poster ? (
              <PosterImage
                src={imageSrc(poster)}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <Placeholder aria-hidden="true">
                <span>{video.title}</span>
              </Placeholder>
            )}
            <PlayButton aria-hidden="true">
              <Icon path={PLAY_ICON} size={30} />
            </PlayButton>
          </PosterLink>
        )}
      </Frame>
      <Body>
        <Title {...textLang(video, 'title')}>{video.title}</Title>
        <Description {...textLang(video, 'description')}>{video.description}</Description>
        <PrintedUrl href={watchUrl(video.embedId)} />
      </Body>
    </Card>
  );
}

export const query = graphql`
  fragment VideoCard on Video {
    id
    title
    description
    embedId
    uploaded
    posterSrc
    untranslated
  }
`;
