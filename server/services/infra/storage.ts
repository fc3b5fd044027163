/**
 * Where uploaded media lives. Paths are relative (`uploads/…`), as SPEC.md's client joins them
 * to the host, and are the same on every backend: a file `DATA_DIR/uploads/a/b.webp` on disk is
 * the object `uploads/a/b.webp` in a bucket. Two backends implement it: the local disk
 * (diskStorage.ts, the default) and any S3-compatible object store (s3Storage.ts, when
 * S3_BUCKET is set); createStorage.ts picks one.
 */
import type { Readable } from 'node:stream';

/** A file the storage now holds: its relative path and its size on the backend. */
export interface StoredFile {
  path: string;
  bytes: number;
}

/** A file as listed by `list()`: also when it was last written. */
export interface StoredObject extends StoredFile {
  modifiedMs: number;
}

/** What a browser's GET or HEAD of a media path asked for (ranges, revalidation). */
export interface MediaRequest {
  head: boolean;
  range?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/** The answer to send: a status, its headers and, for a GET with a body, the bytes as a stream. */
export interface MediaResponse {
  status: 200 | 206 | 304 | 404 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

interface StorageOperations {
  /** Writes a file and answers its relative path, e.g. `uploads/recipes/ab12-640.webp`. */
  put(relativeKey: string, data: Buffer): Promise<string>;
  /**
   * Writes a stream without holding it in memory. The file appears only once the stream has
   * ended; if the stream fails (too large, cut off), nothing stays behind and the stream's own
   * error is rethrown.
   */
  putStream(relativeKey: string, data: Readable): Promise<StoredFile>;
  remove(relativePath: string): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
  /** Its size and age, or null when there is no such file. */
  stat(relativePath: string): Promise<StoredObject | null>;
  /** Every file held, unfinished (`.partial`) ones included; for the start-up sweep and migrations. */
  list(): AsyncIterable<StoredObject>;
}

/** Local disk: the files are served by @fastify/static from `root` (plugins/uploadedMedia.ts). */
export interface DiskStorage extends StorageOperations {
  kind: 'disk';
  root: string;
}

/** An S3-compatible bucket: the app streams media from it (docs/decisions.md, "Media in object storage"). */
export interface ObjectStorage extends StorageOperations {
  kind: 's3';
  bucket: string;
  serve(relativePath: string, request: MediaRequest): Promise<MediaResponse>;
  /** Aborts multipart uploads begun before `beforeMs` and never completed (a process killed mid-upload). */
  abortStaleUploads(beforeMs: number): Promise<number>;
}

export type Storage = DiskStorage | ObjectStorage;

/** Written-but-unfinished files end in this suffix; the start-up sweep removes stale ones. */
export const PARTIAL_SUFFIX = '.partial';

/** A relative media path as callers name it, with or without the leading `uploads/`, as `uploads/…`. */
export function uploadsPath(relativeKey: string): string {
  return `uploads/${relativeKey.replace(/^uploads\//, '')}`;
}
