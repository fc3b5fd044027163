import type { Page } from '@playwright/test';

/**
 * A short, real, seekable WebM for the video player's walk, made at test time: the browser
 * encodes coloured frames to VP8 (WebCodecs), and `muxWebm` wraps them in a Matroska file with
 * a duration and cues. No binary fixture, no ffmpeg. Every frame is a key frame, so any
 * position can be shown at once.
 */

export interface EncodedFrame {
  data: number[];
  /** Microseconds. */
  timestamp: number;
}

/** VP8 frames from the page's own encoder (a secure context: the app's origin on localhost). */
export async function encodeFrames(page: Page, seconds: number, fps = 2, width = 160, height = 90) {
  return page.evaluate(
    async ({ count, fps, width, height }) => {
      const frames: { data: number[]; timestamp: number }[] = [];
      let failure: unknown = null;
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          frames.push({ data: Array.from(data), timestamp: chunk.timestamp });
        },
        error: (error) => {
          failure = error;
        },
      });
      encoder.configure({ codec: 'vp8', width, height, bitrate: 200_000, framerate: fps });
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      for (let index = 0; index < count; index += 1) {
        context.fillStyle = `hsl(${(index * 37) % 360} 70% 50%)`;
        context.fillRect(0, 0, width, height);
        const frame = new VideoFrame(canvas, {
          timestamp: Math.round((index * 1e6) / fps),
          duration: Math.round(1e6 / fps),
        });
        encoder.encode(frame, { keyFrame: true });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;
      return frames;
    },
    { count: Math.round(seconds * fps), fps, width, height },
  );
}

const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from(bytes);
};
/** Every element size in 8 bytes (allowed by EBMLMaxSizeLength 8): sizes never shift offsets. */
const sizeBytes = (length: number) => {
  const bytes = Buffer.alloc(8);
  bytes[0] = 0x01;
  bytes.writeUIntBE(length, 2, 6);
  return bytes;
};
const element = (id: number, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([idBytes(id), sizeBytes(content.length), content]);
};
const uint = (id: number, value: number, width = 0) => {
  let length = width;
  if (!length) for (length = 1; value >= 2 ** (8 * length); length += 1);
  const bytes = Buffer.alloc(length);
  const used = Math.min(length, 6); // Buffer writes at most 6 bytes; the leading ones stay 0
  bytes.writeUIntBE(value, length - used, used);
  return element(id, bytes);
};
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
} as const;

/** A WebM (Matroska, VP8, one video track) of `frames`, whose duration is `durationMs`. */
export function muxWebm(frames: EncodedFrame[], width: number, height: number, durationMs: number): Buffer {
  const header = element(
    ID.ebml,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, 'webm'),
    uint(0x4287, 2),
    uint(0x4285, 2),
  );
  const info = element(
    ID.info,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, durationMs),
    text(0x4d80, 'forkcast-e2e'),
    text(0x5741, 'forkcast-e2e'),
  );
  const tracks = element(
    ID.tracks,
    element(
      0xae,
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      uint(0x9c, 0),
      text(0x86, 'V_VP8'),
      element(0xe0, uint(0xb0, width), uint(0xba, height)),
    ),
  );
  // One cluster a second; a SimpleBlock's time is relative to its cluster (16 bits of ms).
  const bySecond = new Map<number, EncodedFrame[]>();
  for (const frame of frames) {
    const second = Math.floor(frame.timestamp / 1e6);
    bySecond.set(second, [...(bySecond.get(second) ?? []), frame]);
  }
  const clusters = [...bySecond.entries()].map(([second, group]) => {
    const start = second * 1000;
    const blocks = group.map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(Math.round(frame.timestamp / 1000) - start, 1);
      head[3] = 0x80; // key frame
      return element(0xa3, head, Buffer.from(frame.data));
    });
    return { start, bytes: element(ID.cluster, uint(0xe7, start), ...blocks) };
  });

  // Offsets are from the start of the segment's content; the seek head has a fixed size.
  const seekHead = (infoAt: number, tracksAt: number, cuesAt: number) =>
    element(
      ID.seekHead,
      ...[
        [ID.info, infoAt],
        [ID.tracks, tracksAt],
        [ID.cues, cuesAt],
      ].map(([id, at]) => element(ID.seek, element(ID.seekId, idBytes(id)), uint(ID.seekPosition, at, 8))),
    );
  const infoAt = seekHead(0, 0, 0).length;
  const tracksAt = infoAt + info.length;
  let position = tracksAt + tracks.length;
  const cuePoints = clusters.map((cluster) => {
    const point = element(0xbb, uint(0xb3, cluster.start), element(0xb7, uint(0xf7, 1), uint(0xf1, position)));
    position += cluster.bytes.length;
    return point;
  });
  const cues = element(ID.cues, ...cuePoints);
  const segment = element(
    ID.segment,
    seekHead(infoAt, tracksAt, position),
    info,
    tracks,
    ...clusters.map((cluster) => cluster.bytes),
    cues,
  );
  return Buffer.concat([header, segment]);
}

/** A `seconds`-long WebM made in `page`. */
export async function tinyWebm(page: Page, seconds: number): Promise<Buffer> {
  const [width, height, fps] = [160, 90, 2];
  const frames = await encodeFrames(page, seconds, fps, width, height);
  return muxWebm(frames, width, height, seconds * 1000);
}
