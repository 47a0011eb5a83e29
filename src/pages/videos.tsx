import styled from '@emotion/styled';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { buttonStyle } from '../components/ui/ButtonLink';
import { ExternalLink } from '../components/ui/ExternalLink';
import { PrintedUrl } from '../components/ui/PrintedUrl';
import { Icon } from '../components/ui/Icon';
import { Container } from '../components/ui/Section';
import { PageHeader } from '../components/ui/PageHeader';
import { VideoCard } from '../components/videos/VideoCard';
import { CardGrid } from '../components/ui/CardGrid';
import { imageSrc } from '../components/ui/imageSrc';
import { required } from '../lib/required';
import { space } from '../shared/tokens';
import { format, type PageLanguage } from '../shared/i18n';
import { thumbnailUrl } from '../shared/youtube';

/** Cards in a row share its height. */
const VideoGrid = styled(CardGrid)`
  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
  }
`;

const Channel = styled.p`
  margin-top: ${space[7]};
  text-align: center;
`;

const ChannelLink = styled(ExternalLink)`
  ${buttonStyle}
`;

const ChannelIcon =
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z';

export default function VideosPage({
  data,
  pageContext,
}: PageProps<Queries.VideosPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const videos = data.allVideo.nodes;
  const words = pageContext.messages.videos;
  return (
    <Layout site={site}>
      <Container>
        <PageHeader title={words.heading} lede={words.lede} />
        <VideoGrid>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </VideoGrid>
        <Channel>
          <ChannelLink href={site.channelUrl}>
            <Icon path={ChannelIcon} size={22} />
            {words.channel}
          </ChannelLink>
          <PrintedUrl href={site.channelUrl} />
        </Channel>
      </Container>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.VideosPageQuery, PageLanguage>) {
  const site = required(data.owner, 'content/site.json');
  const words = pageContext.messages.videos;
  return (
    <Seo
      site={site}
      language={pageContext}
      title={words.title}
      description={format(words.description, { name: site.name })}
      videos={data.allVideo.nodes.map((video) => ({
        name: video.title,
        description: video.description,
        embedId: video.embedId,
        // A poster on this site, the owner's or fetched at build time, else the provider's still.
        thumbnailUrl: video.posterSrc
          ? new URL(imageSrc(video.posterSrc), site.siteUrl).href
          : thumbnailUrl(video.embedId),
        uploadDate: video.uploaded,
      }))}
    />
  );
}

export const query = graphql`
  query VideosPage($lang: String!) {
    owner(lang: { eq: $lang }) {
      ...LayoutSite
      ...SeoSite
      channelUrl
    }
    allVideo(filter: { lang: { eq: $lang } }, sort: { position: ASC }) {
      nodes {
        ...VideoCard
      }
    }
  }
`;
