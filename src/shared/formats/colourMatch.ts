// Which palette colour an image's colour is closest to, as people see it: distances in CIE L*a*b*
// (sRGB, D65 white) rather than in RGB, where two greens a person calls alike can be further apart
// than a green and a grey. ΔE is the CIE76 difference, plain Euclidean distance in L*a*b*, which
// is enough to pick among a handful of distinct terrain colours.

/** A colour in CIE L*a*b*. */
export type Lab = readonly [l: number, a: number, b: number];

/** sRGB channel (0–255) to linear light. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** 0xRRGGBB in CIE L*a*b*. */
export function labOf(rgb: number): Lab {
  const r = LINEAR[(rgb >>> 16) & 255]!, g = LINEAR[(rgb >>> 8) & 255]!, b = LINEAR[rgb & 255]!;
  // sRGB to XYZ, divided by the D65 white point.
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x), fy = f(y), fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 ΔE between two L*a*b* colours. */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The index of the colour in `choices` nearest to `rgb` (the first of equals); -1 for no choices. */
export function nearestColour(rgb: number, choices: readonly Lab[]): number {
  const lab = labOf(rgb);
  let best = -1, bestDistance = Infinity;
  choices.forEach((c, i) => {
    const d = deltaE(lab, c);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}
