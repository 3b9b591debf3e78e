import { crc32, deflateSync } from "node:zlib";

/**
 * RGBA pixels -> an RGB PNG, each row with the filter that leaves the smallest residue (the
 * usual heuristic). The renderer's own encoder stores alpha and filters every row alike, which
 * made a gradient background weigh 3-6 times more.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  const raw = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let best = { filter: 0, score: Infinity, bytes: row.slice() };
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= 3 ? row[x - 3]! : 0;
        const b = up[x]!;
        const c = x >= 3 ? up[x - 3]! : 0;
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
        const value = (row[x]! - predictor) & 0xff;
        candidate[x] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < best.score) best = { filter, score, bytes: candidate.slice() };
    }
    raw[y * (stride + 1)] = best.filter;
    raw.set(best.bytes, y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
