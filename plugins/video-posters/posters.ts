// Video posters fetched once at build time and served from this site, so that no visitor's
// browser asks YouTube for them. Node's fetch is enough for one image per video.
import fs from 'fs';
import path from 'path';
import { thumbnailUrl } from '../../src/shared/youtube';

const THUMBNAIL_TIMEOUT_MS = 4000;

const pending = new Map<string, Promise<string | null>>();

async function download(embedId: string, target: string): Promise<boolean> {
  try {
    const response = await fetch(thumbnailUrl(embedId), {
      signal: AbortSignal.timeout(THUMBNAIL_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = Buffer.from(await response.arrayBuffer());
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, body);
    return true;
  } catch {
    // No network, a timeout or a refused request: the page shows the designed placeholder.
    return false;
  }
}

/**
 * The site path of a video's poster: the thumbnail fetched once at build time and served from
 * this site, or null when it cannot be fetched (the page then draws a placeholder). Set
 * PORTFOLIO_OFFLINE=1 to skip the attempt. A build never fails for lack of network.
 */
export function fetchedPoster(embedId: string, publicDir: string): Promise<string | null> {
  if (process.env.PORTFOLIO_OFFLINE === '1') return Promise.resolve(null);
  let result = pending.get(embedId);
  if (!result) {
    const file = `posters/${embedId}.jpg`;
    result = download(embedId, path.join(publicDir, file)).then((ok) => (ok ? `/${file}` : null));
    pending.set(embedId, result);
  }
  return result;
}
