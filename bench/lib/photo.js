'use strict';
const sharp = require('sharp');

/**
 * A photo-like JPEG: smooth colour fields (a random 40 × 50 grid upscaled) with film-grain noise (σ ≈ 12), so
 * encoders meet what a phone camera's picture gives them; a flat colour would make every rendition tiny.
 * Deterministic (seeded), about 1.8 MB at 2000 × 2500. Used by the Lighthouse run and the tests
 * (backend/test/fixtures/images.ts).
 */
async function photoJpeg(width = 2000, height = 2500) {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const grid = Buffer.alloc(40 * 50 * 3);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
  const fields = await sharp(grid, { raw: { width: 40, height: 50, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < fields.length; i++) fields[i] = Math.max(0, Math.min(255, fields[i] + (random() + random() + random() - 1.5) * 24));
  return sharp(fields, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

module.exports = { photoJpeg };
