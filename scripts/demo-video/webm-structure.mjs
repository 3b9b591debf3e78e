// @ts-check
/**
 * A minimal reader of a WebM file's layout: where its clusters start and what its cue points
 * (the seek index) say. Enough to check that every keyframe opens a cluster, which Chromium needs
 * to seek into the last part of the demo video while it plays (scripts/make-demo-video.sh).
 */

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const CUES = 0x1c53bb6b;
const CUE_TIME = 0xb3;
const CUE_TRACK_POSITIONS = 0xb7;
const CUE_CLUSTER_POSITION = 0xf1;
const CUE_RELATIVE_POSITION = 0xf0;

/** @param {Uint8Array} b @param {number} i @param {boolean} keepMarker */
function vint(b, i, keepMarker) {
  const first = b[i] ?? 0;
  let length = 1;
  let marker = 0x80;
  while (marker && !(first & marker)) {
    marker >>= 1;
    length++;
  }
  if (!marker) throw new Error(`webm: invalid variable-length integer at byte ${i}`);
  let value = keepMarker ? first : first & (marker - 1);
  for (let k = 1; k < length; k++) value = value * 256 + (b[i + k] ?? 0);
  return { value, next: i + length };
}

/** @param {Uint8Array} b @param {number} start @param {number} end */
function* children(b, start, end) {
  let i = start;
  while (i < end) {
    const id = vint(b, i, true);
    const size = vint(b, id.next, false);
    const dataEnd = Math.min(size.next + size.value, end);
    yield { id: id.value, start: size.next, end: dataEnd };
    i = dataEnd;
  }
}

/** @param {Uint8Array} b @param {number} start @param {number} end */
const uint = (b, start, end) => b.subarray(start, end).reduce((v, byte) => v * 256 + byte, 0);

/**
 * @param {Uint8Array} bytes a whole WebM file
 * @returns {{ clusters: Array<{ time: number, position: number }>, cues: Array<{ time: number, clusterPosition: number, relativePosition?: number }> }}
 *   positions relative to the segment's data, as the cues write them; times in the file's timecode units (ms)
 */
export function webmLayout(bytes) {
  const segment = [...children(bytes, 0, bytes.length)].find((e) => e.id === SEGMENT);
  if (!segment) throw new Error("webm: no Segment element");
  /** @type {ReturnType<typeof webmLayout>} */
  const layout = { clusters: [], cues: [] };
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === CLUSTER) {
      const header = element.start - segment.start;
      const timecode = [...children(bytes, element.start, element.end)].find((e) => e.id === CLUSTER_TIMECODE);
      if (!timecode) throw new Error(`webm: cluster without timecode at ${header}`);
      // The cues point at the cluster's ID, 4 bytes plus the size field before its data.
      const idAndSize = element.start - findHeaderStart(bytes, element.start);
      layout.clusters.push({ time: uint(bytes, timecode.start, timecode.end), position: header - idAndSize });
    } else if (element.id === CUES) {
      for (const point of children(bytes, element.start, element.end)) {
        /** @type {{ time: number, clusterPosition: number, relativePosition?: number }} */
        const cue = { time: -1, clusterPosition: -1 };
        for (const field of children(bytes, point.start, point.end)) {
          if (field.id === CUE_TIME) cue.time = uint(bytes, field.start, field.end);
          if (field.id !== CUE_TRACK_POSITIONS) continue;
          for (const p of children(bytes, field.start, field.end)) {
            if (p.id === CUE_CLUSTER_POSITION) cue.clusterPosition = uint(bytes, p.start, p.end);
            if (p.id === CUE_RELATIVE_POSITION) cue.relativePosition = uint(bytes, p.start, p.end);
          }
        }
        layout.cues.push(cue);
      }
    }
  }
  return layout;
}

/**
 * The start of the cluster whose data begins at `dataStart` (cluster IDs are 4 bytes).
 * @param {Uint8Array} bytes @param {number} dataStart
 */
function findHeaderStart(bytes, dataStart) {
  for (let sizeLength = 1; sizeLength <= 8; sizeLength++) {
    const start = dataStart - sizeLength - 4;
    if (uint(bytes, start, start + 4) === CLUSTER) return start;
  }
  throw new Error(`webm: cannot find the cluster header before byte ${dataStart}`);
}
