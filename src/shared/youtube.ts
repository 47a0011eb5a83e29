// A YouTube video's addresses, given its id: the page, the player and structured data share them.

/** The privacy-enhanced player, which sets no cookie until the video plays. */
export const embedUrl = (embedId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(embedId)}`;

/** The video's own page at the provider. */
export const watchUrl = (embedId: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(embedId)}`;

/** The provider's still of the video (480 × 360). */
export const thumbnailUrl = (embedId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(embedId)}/hqdefault.jpg`;
