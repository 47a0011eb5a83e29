import { graphql } from 'gatsby';
import { needsDarkChip } from '../../lib/iconChip';
import { Icon } from './Icon';
import { imageSrc } from './imageSrc';

export interface TechIconProps {
  item: { icon: string; iconPath?: string | null; color: string };
  size: number;
}

/**
 * The chip a tech icon needs under it: dark for a bundled icon drawn in a pale brand colour,
 * the theme's own otherwise (the owner's image keeps its colours).
 */
export const chipOf = (item: TechIconProps['item']): 'dark' | undefined =>
  item.iconPath && needsDarkChip(item.color) ? 'dark' : undefined;

/** A tech item's icon: a bundled one drawn in its brand colour, or the owner's image. */
export function TechIcon({ item, size }: TechIconProps) {
  return item.iconPath ? (
    <Icon path={item.iconPath} size={size} color={item.color} />
  ) : (
    <img src={imageSrc(item.icon)} alt="" width={size} height={size} loading="lazy" />
  );
}

export const query = graphql`
  fragment TechIconItem on TechItem {
    icon
    iconPath
    color
  }
`;
