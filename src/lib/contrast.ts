// WCAG 2.2's contrast between two colours, and a colour laid over another at some opacity: the
// arithmetic the tech chips are chosen by, and their tests measure with.

/** A colour's red, green and blue, from '#RRGGBB' or a computed 'rgb(…)' / 'rgba(…)'. */
export function channelsOf(colour: string): number[] {
  return colour.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
    : (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** WCAG 2.2's relative luminance of a colour's channels. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const v = value / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours' channels, 1 to 21. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `ink` at opacity `alpha` over `base`, as the browser blends it. */
export function tinted(base: readonly number[], ink: readonly number[], alpha: number): number[] {
  return base.map((value, at) => value + (ink[at] - value) * alpha);
}
