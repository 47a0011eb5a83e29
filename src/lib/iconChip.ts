// A tech icon drawn in its brand colour sits on a chip tinted by that colour: the card's own
// surface in the light theme, a light chip in the dark one (a near-black logo shows on it). A
// pale colour (Deno's green, JavaScript's yellow) would all but vanish on either: its chip is
// dark, in both themes. Worked out here from the colour alone, at build time.
import { channelsOf, contrastRatio, tinted } from './contrast';

/** How far a pale icon must stand out from the light chip it is tinted onto. */
const LEAST_ON_LIGHT = 1.25;
/** The lighter of the two chips, as the dark theme draws it (themes.ts). */
const LIGHT_CHIP = [0xf1, 0xf5, 0xf9];
/** How strongly the chip is tinted by the brand colour: the alpha of its gradient, in hex. */
export const CHIP_TINT_HEX = '1f';
export const CHIP_TINT = parseInt(CHIP_TINT_HEX, 16) / 255;

/** Whether a colour ('#RRGGBB') needs the dark chip to be seen. */
export function needsDarkChip(hex: string): boolean {
  const icon = channelsOf(hex);
  return contrastRatio(icon, tinted(LIGHT_CHIP, icon, CHIP_TINT)) < LEAST_ON_LIGHT;
}
