// Deterministic randomness for generated maps: a seeded generator and smooth value noise written
// into typed arrays a row at a time (a 4096² field in about a second, not a closure per cell).

/** A seeded pseudo-random generator (mulberry32) returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds `amplitude` × smooth value noise (a random lattice every `scale` cells, smoothstep between)
 * into `field` (width × height, row-major).
 */
export function addValueNoise(field: Float32Array, width: number, height: number, scale: number, amplitude: number, rand: () => number): void {
  const gw = Math.ceil(width / scale) + 2;
  const gh = Math.ceil(height / scale) + 2;
  const lattice = Float32Array.from({ length: gw * gh }, rand);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  // Horizontal weights depend on x alone: compute them once.
  const x0s = new Int32Array(width);
  const txs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    x0s[x] = Math.floor(x / scale);
    txs[x] = smooth(x / scale - x0s[x]!);
  }
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const ty = smooth(y / scale - y0);
    const top = y0 * gw;
    const bottom = top + gw;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const gx = x0s[x]!;
      const tx = txs[x]!;
      const a = lattice[top + gx]! + (lattice[top + gx + 1]! - lattice[top + gx]!) * tx;
      const b = lattice[bottom + gx]! + (lattice[bottom + gx + 1]! - lattice[bottom + gx]!) * tx;
      field[row + x]! += amplitude * (a + (b - a) * ty);
    }
  }
}

/** A field of several octaves of value noise, each [scale, amplitude]; values stay in [0, Σ amplitudes). */
export function noiseField(width: number, height: number, octaves: [number, number][], seed: number): Float32Array {
  const rand = seededRandom(seed);
  const field = new Float32Array(width * height);
  for (const [scale, amplitude] of octaves) addValueNoise(field, width, height, scale, amplitude, rand);
  return field;
}
