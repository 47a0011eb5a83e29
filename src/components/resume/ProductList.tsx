import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { color, fontWeight, mq, space } from '../../shared/tokens';
import { ExternalLink } from '../ui/ExternalLink';
import { PrintedUrl } from '../ui/PrintedUrl';
import { BulletList } from './BulletList';
import { EntryHeading } from './entryStyle';
import { Facts } from './EntryList';
import { useTextLang } from '../../lib/language';

const List = styled.ol`
  display: grid;
  gap: ${space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.print} {
    gap: ${space[5]};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[4]};
  margin-bottom: ${space[3]};

  ${mq.print} {
    margin-bottom: ${space[2]};
    break-inside: avoid;
    break-after: avoid;
  }
`;

const Role = styled.span`
  color: ${color.accent};
  font-weight: ${fontWeight.bold};
`;

export interface ProductListProps {
  products: readonly Queries.ResumeProductItemFragment[];
}

/** Products & Projects: each with the owner's role, the years, a link and what was achieved. */
export function ProductList({ products }: ProductListProps) {
  const textLang = useTextLang();
  return (
    <List>
      {products.map((product) => (
        <li key={product.slug}>
          <Head>
            <div>
              <EntryHeading {...textLang(product, 'name')}>
                <ExternalLink href={product.link}>{product.name}</ExternalLink>
              </EntryHeading>
              <PrintedUrl href={product.link} />
            </div>
            <Facts>
              {[
                <Role key="role" {...textLang(product, 'role')}>
                  {product.role}
                </Role>,
                <span key="years" {...textLang(product, 'years')}>
                  {product.years}
                </span>,
              ]}
            </Facts>
          </Head>
          <BulletList items={product.bullets} {...textLang(product, 'bullets')} />
        </li>
      ))}
    </List>
  );
}

export const query = graphql`
  fragment ResumeProductItem on ResumeProduct {
    slug
    name
    role
    years
    link
    bullets
    untranslated
  }
`;
