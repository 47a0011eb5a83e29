/** @jest-environment node */
// The screenshots' AVIF: gatsby-plugin-sharp asks sharp for AVIF with no effort, and the site's
// image-encoding plugin makes that ask its lower effort; an effort asked for is kept.
import sharp from 'sharp';
import { AVIF_EFFORT } from '../../../plugins/image-encoding/avifEffort';
// The plugin as Gatsby loads it: loading it is what sets the lower effort.
import '../../../plugins/image-encoding/gatsby-node';

/** A small picture with detail enough that the encoder's effort changes its bytes. */
async function picture(): Promise<Buffer> {
  const width = 96;
  const height = 60;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const avif = async (options: sharp.AvifOptions) =>
  sharp(await picture())
    .avif(options)
    .toBuffer();
// The same encoder reached through heif(), which the plugin leaves as sharp has it.
const sharpsOwn = async (options: sharp.AvifOptions) =>
  sharp(await picture())
    .heif({ ...options, compression: 'av1' })
    .toBuffer();

describe('AVIF as the build encodes it', () => {
  it('is encoded at the lower effort when none is asked for, as gatsby-plugin-sharp asks', async () => {
    const asked = await avif({ quality: 50 });
    expect(asked).toEqual(await sharpsOwn({ quality: 50, effort: AVIF_EFFORT }));
    // sharp's own default effort makes other bytes: the lower effort is the build's doing.
    expect(asked).not.toEqual(await sharpsOwn({ quality: 50 }));
  });

  it('keeps an effort asked for', async () => {
    const asked = await avif({ quality: 50, effort: 6 });
    expect(asked).toEqual(await sharpsOwn({ quality: 50, effort: 6 }));
    expect(asked).not.toEqual(await sharpsOwn({ quality: 50, effort: AVIF_EFFORT }));
  });
});
