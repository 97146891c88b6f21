import sharp from 'sharp';

/*
 * A stand-in for a real product photo, for the picture budget: a 2000×1500 JPEG (quality 85, as a
 * phone or camera saves one) with what makes photos costly to compress: soft light across the frame,
 * shapes with hard edges (an instrument on a bench), mid-sized texture and sensor grain. Generated
 * smooth pictures shrink far more than photos do; this one takes about 1.2 bits a pixel as JPEG, as a photo of an instrument on a bench does.
 */

function random(seed: number): () => number {
  let state = seed * 2654435761 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

/** Noise of `cells` × `cells·¾` values stretched over the frame: blotches of that scale. */
async function noiseLayer(width: number, height: number, cells: number, next: () => number): Promise<Buffer> {
  const w = cells;
  const h = Math.max(2, Math.round((cells * height) / width));
  const small = Buffer.alloc(w * h * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.round(next() * 255);
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

export async function photoLikeJpeg(seed: number, width = 2000, height = 1500): Promise<Uint8Array<ArrayBuffer>> {
  const next = random(seed);
  const [broad, middle, fine] = await Promise.all([
    noiseLayer(width, height, 12, next),
    noiseLayer(width, height, 160, next),
    noiseLayer(width, height, 700, next),
  ]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const light = 150 - Math.hypot(x - width * 0.45, y - height * 0.4) / 14;
      // Colour varies slowly across a photo; texture and grain are mostly in the brightness.
      const texture = (middle[i]! - 128) * 0.3 + (fine[i]! - 128) * 0.16 + (next() - 0.5) * 8;
      for (let c = 0; c < 3; c++) {
        const value = light + (broad[i + c]! - 128) * 0.5 + texture + (fine[i + c]! - 128) * 0.04;
        pixels[i + c] = Math.max(0, Math.min(255, value + (c === 2 ? 10 : c === 0 ? seed * 3 : 0)));
      }
    }
  }
  // The instrument: a body, a display, buttons, a probe cable and a shadow, with hard edges.
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <ellipse cx="1000" cy="1260" rx="640" ry="90" fill="#000" opacity="0.25"/>
    <rect x="520" y="260" width="900" height="1000" rx="70" fill="#e9edf2" stroke="#9aa4b0" stroke-width="10"/>
    <rect x="610" y="350" width="720" height="380" rx="24" fill="#1c2b33"/>
    <rect x="650" y="390" width="640" height="300" rx="10" fill="#3f7f6e" opacity="0.85"/>
    <text x="700" y="600" font-family="sans-serif" font-size="170" fill="#d9f7e8">7.01 pH</text>
    ${Array.from({ length: 6 }, (_, k) => `<circle cx="${680 + (k % 3) * 290}" cy="${880 + Math.floor(k / 3) * 200}" r="70" fill="${k % 2 ? '#2563eb' : '#0f766e'}" stroke="#111" stroke-width="6"/>`).join('')}
    <path d="M1420 700 C 1650 760, 1600 1100, 1850 1200" stroke="#222" stroke-width="28" fill="none"/>
    <rect x="1780" y="1140" width="60" height="300" rx="20" fill="#cfd6dd" stroke="#555" stroke-width="6" transform="rotate(-20 1810 1290)"/>
    <text x="640" y="1180" font-family="sans-serif" font-size="64" font-weight="bold" fill="#0b1b45">RawLab TB-900</text>
  </svg>`;
  const body = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(shapes) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  // Grain on top of the shapes too: a photo has no flat surface.
  for (let i = 0; i < body.length; i++) body[i] = Math.max(0, Math.min(255, body[i]! + (next() - 0.5) * 6));
  const jpeg = await sharp(body, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return Uint8Array.from(jpeg);
}
