// The screenshots' AVIF encoded at effort 1, not sharp's default 4: gatsby-plugin-sharp passes no
// effort and offers no option for it (its avifOptions.speed is read by nothing). At effort 1 the
// sample's screenshots take a thirteenth of the time for 3 % more bytes (docs/performance.md).
import sharp from 'sharp';

export const AVIF_EFFORT = 1;

type AvifOptions = Parameters<sharp.Sharp['avif']>[0];
const prototype = sharp.prototype as sharp.Sharp & { avifEffortLowered?: true };

/** Makes sharp's avif() encode at AVIF_EFFORT when no effort is asked for; once per process. */
export function lowerAvifEffort(): void {
  if (prototype.avifEffortLowered) return;
  const avif = prototype.avif;
  prototype.avif = function avifAtEffort(this: sharp.Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  prototype.avifEffortLowered = true;
}
