// A perceptual hash of rendered images: pictures that look alike share most of its bits. The
// render tests (scene/scene.test.ts) and the offline variety measure (figures/variety.ts, which
// bench/offline-variety.ts prints; docs/product.md#action-figure-creator) both use this one.
import sharp from 'sharp';

/** The bits of a {@link differenceHash}, row by row. */
export type ImageHash = readonly boolean[];

/**
 * A difference hash of an image: it is shrunk to (size+1)×size grey pixels and each bit says
 * whether a pixel is brighter than its right neighbour. Similar pictures share most bits.
 */
export async function differenceHash(bytes: Buffer, size = 16): Promise<boolean[]> {
  const data = await sharp(bytes)
    .greyscale()
    .resize(size + 1, size, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bits: boolean[] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      bits.push((data[y * (size + 1) + x] ?? 0) > (data[y * (size + 1) + x + 1] ?? 0));
  return bits;
}

/** How many bits two hashes differ in (the Hamming distance). */
export const differingBits = (a: ImageHash, b: ImageHash): number =>
  a.reduce((d, bit, i) => d + (bit === b[i] ? 0 : 1), 0);

/** Share of differing bits (0-1) between two images' {@link differenceHash}es. */
export async function hashDistance(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([differenceHash(a), differenceHash(b)]);
  return differingBits(x, y) / x.length;
}
