// One chunk of a hex map drawn as one quad whose fragment shader picks the hex under each pixel
// (cube rounding, as shared/grid/hex.ts does) and reads that cell's texel. The chunk texture
// stays one texel per cell, so a hex map costs the same memory and the same painting per edit as
// a square one, and hexes have exact edges at every zoom. Quads of neighbouring chunks overlap
// where hexes interlock; each pixel is drawn by the chunk that owns its hex, the others discard it.
import { Geometry, Mesh, Shader, type TextureSource } from 'pixi.js';
import { HEX_RADIUS, HEX_ROW_PITCH, hexCentreY } from '../../shared/grid/hex';
import type { Chunk } from './chunkGrid';

const VERTEX = /* glsl */ `
in vec2 aPosition;
out vec2 vWorld;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vWorld = aPosition;
}`;

const FRAGMENT = /* glsl */ `
precision highp float;
in vec2 vWorld;
uniform sampler2D uTexture;
uniform vec4 uCells; // first column, first row, columns, rows of the chunk
out vec4 finalColor;
void main() {
  // World point → fractional axial (q, r) for hexes 1 unit wide → cube rounding.
  float fr = (vWorld.y - ${HEX_RADIUS.toFixed(16)}) / ${HEX_ROW_PITCH.toFixed(16)};
  float fq = vWorld.x - 0.5 - fr * 0.5;
  float fs = -fq - fr;
  float q = floor(fq + 0.5);
  float r = floor(fr + 0.5);
  float s = floor(fs + 0.5);
  float dq = abs(q - fq);
  float dr = abs(r - fr);
  float ds = abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // Axial → odd-r offset: column = q + floor(r / 2).
  vec2 cell = vec2(q + floor(r * 0.5), r) - uCells.xy;
  if (cell.x < 0.0 || cell.y < 0.0 || cell.x >= uCells.z || cell.y >= uCells.w) discard;
  finalColor = texture(uTexture, (cell + 0.5) / uCells.zw);
}`;

/** The quad and shader that draw one chunk's cells as hexes from its one-texel-per-cell texture. */
export function hexChunkMesh(chunk: Chunk, source: TextureSource): Mesh<Geometry, Shader> {
  // The chunk's hexes: odd rows reach half a cell right, tips a radius above and below the centres.
  const left = chunk.x0;
  const right = chunk.x0 + chunk.width + 0.5;
  const top = hexCentreY(chunk.y0) - HEX_RADIUS;
  const bottom = hexCentreY(chunk.y0 + chunk.height - 1) + HEX_RADIUS;
  const geometry = new Geometry({
    attributes: { aPosition: [left, top, right, top, right, bottom, left, bottom] },
    indexBuffer: [0, 1, 2, 0, 2, 3],
  });
  const shader = Shader.from({
    gl: { vertex: VERTEX, fragment: FRAGMENT, name: 'hex-chunk' },
    resources: {
      uTexture: source,
      hexUniforms: { uCells: { value: new Float32Array([chunk.x0, chunk.y0, chunk.width, chunk.height]), type: 'vec4<f32>' } },
    },
  });
  return new Mesh({ geometry, shader, visible: false });
}
