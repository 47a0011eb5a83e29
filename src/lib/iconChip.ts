// A tech icon drawn in its brand colour sits on a chip tinted by that colour: the card's own
// surface in the light theme, a light chip in the dark one (a near-black logo shows on it). A
// pale colour (Deno's green, JavaScript's yellow) would all but vanish on either: its chip is
// dark, in both themes. Worked out here from the colour alone, at build time.

/** How far a pale icon must stand out from the light chip it is tinted onto. */
const LEAST_ON_LIGHT = 1.25;
/** The lighter of the two chips, as the dark theme draws it (themes.ts). */
const LIGHT_CHIP = [0xf1, 0xf5, 0xf9];
/** How strongly the chip is tinted by the brand colour: the alpha of its gradient, in hex. */
export const CHIP_TINT_HEX = '1f';
const CHIP_TINT = parseInt(CHIP_TINT_HEX, 16) / 255;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG 2.2's relative luminance of a colour's channels. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const v = value / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether a colour ('#RRGGBB') needs the dark chip to be seen. */
export function needsDarkChip(hex: string): boolean {
  const icon = channels(hex);
  const tile = LIGHT_CHIP.map((value, at) => value + (icon[at] - value) * CHIP_TINT);
  const [light, dark] = [luminance(icon), luminance(tile)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05) < LEAST_ON_LIGHT;
}
