import { open } from 'node:fs/promises';

/** The names in a ZIP's central directory (the file is read from its end, not whole). */
export async function zipNames(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await file.read(tail, 0, tailSize, size - tailSize);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw new Error('not a ZIP');
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset === 0xffffffff) {
      // ZIP64: the locator sits just before the classic record.
      const z64 = Number(tail.readBigUInt64LE(eocd - 20 + 8));
      const rec = Buffer.alloc(56);
      await file.read(rec, 0, 56, z64);
      cdSize = Number(rec.readBigUInt64LE(40));
      cdOffset = Number(rec.readBigUInt64LE(48));
    }
    const cd = Buffer.alloc(cdSize);
    await file.read(cd, 0, cdSize, cdOffset);
    const names: string[] = [];
    for (let at = 0; at + 46 <= cd.length && cd.readUInt32LE(at) === 0x02014b50; ) {
      const nameLength = cd.readUInt16LE(at + 28);
      const extra = cd.readUInt16LE(at + 30);
      const comment = cd.readUInt16LE(at + 32);
      names.push(cd.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extra + comment;
    }
    return names;
  } finally {
    await file.close();
  }
}
