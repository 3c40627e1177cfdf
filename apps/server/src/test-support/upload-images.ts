import sharp, { type Sharp } from 'sharp';

/**
 * A photo-like picture (smooth gradients with grain), `width`×`height`, with transparency when
 * `alpha`: what marketers upload, and what a lossless PNG stores badly.
 */
export function photoPixels(width: number, height: number, alpha: boolean, seed = 1) {
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  let state = seed;
  const grain = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state % 24) - 12;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      data[i] = Math.max(0, Math.min(255, (x * 255) / width + grain()));
      data[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain()));
      data[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 40) + grain()));
      if (alpha) data[i + 3] = x < width / 8 ? 0 : 255;
    }
  return sharp(data, { raw: { width, height, channels } });
}

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Photographer</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/** The picture as `format`, carrying EXIF (with a rotation: orientation 6), an ICC profile and XMP. */
export function withMetadata(image: Sharp, format: 'webp' | 'jpeg' | 'png') {
  const tagged = image
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Secret Photographer' } })
    .withIccProfile('p3')
    .withXmp(XMP);
  return (
    format === 'webp' ? tagged.webp({ quality: 90 }) : format === 'jpeg' ? tagged.jpeg() : tagged.png()
  ).toBuffer();
}
