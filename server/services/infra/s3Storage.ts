/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK.
 * Keys are the media paths themselves (`uploads/recipes/ab12-640.webp`). Streams are uploaded
 * by @aws-sdk/lib-storage: one PutObject when small, a multipart upload of 5 MB parts (two in
 * flight) when large, so a video is never held in memory whole; an object appears only once its
 * upload completes. Media are streamed to browsers through the app (`serve`), with the store's
 * ETag and Last-Modified, ranges for video seeking and a long cache lifetime.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../../config';
import { mediaTypeOf } from './mediaTypes';
import { uploadsPath, type MediaRequest, type MediaResponse, type ObjectStorage, type StoredObject } from './storage';

/** Media paths are server-chosen names: anything else (`..`, `//`, odd characters) is not ours. */
const MEDIA_PATH = /^uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** One range, as browsers send for video seeking; anything else is answered whole (RFC 9110 §14.2 allows it). */
const SINGLE_RANGE = /^bytes=(\d{1,15})?-(\d{1,15})?$/;
/** `"etag"`, `W/"etag"`, a short list of them, or `*`. */
const ETAG_LIST = /^(?:\*|(?:W\/)?"[\x21\x23-\x7e]{1,128}"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]{1,128}"){0,15})$/;
/** Names never change content (random per upload), as on disk (plugins/uploadedMedia.ts). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000, immutable';
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function isMediaPath(relativePath: string): boolean {
  return relativePath.length <= 512 && MEDIA_PATH.test(relativePath);
}

export function s3Client(config: S3StorageConfig): S3Client {
  // Each media response holds a socket for as long as the browser reads it: more than the default 50.
  const agent = { keepAlive: true, maxSockets: 256 };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // CRC checksums on every request (the SDK's default since 2025) are refused by several
    // S3-compatible stores; S3 itself still verifies each upload's Content-MD5/ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5000,
      requestTimeout: 30_000,
      httpAgent: new HttpAgent(agent),
      httpsAgent: new HttpsAgent(agent),
    },
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof S3ServiceException && /^(NoSuchKey|NotFound)$/.test(error.name));

function validatorHeaders(object: GetObjectCommandOutput | HeadObjectCommandOutput): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': MEDIA_CACHE_CONTROL, 'Accept-Ranges': 'bytes' };
  if (object.ETag) headers.ETag = object.ETag;
  if (object.LastModified) headers['Last-Modified'] = object.LastModified.toUTCString();
  return headers;
}

function httpDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function s3Storage(config: S3StorageConfig, client: S3Client = s3Client(config)): ObjectStorage {
  const Bucket = config.bucket;

  async function head(relativePath: string): Promise<HeadObjectCommandOutput | null> {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: uploadsPath(relativePath) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function stat(relativePath: string): Promise<StoredObject | null> {
    const found = await head(relativePath);
    return found
      ? {
          path: uploadsPath(relativePath),
          bytes: found.ContentLength ?? 0,
          modifiedMs: found.LastModified?.getTime() ?? 0,
        }
      : null;
  }

  async function serve(relativePath: string, request: MediaRequest): Promise<MediaResponse> {
    if (!isMediaPath(relativePath)) return { status: 404, headers: {} };
    const Key = relativePath;
    const type = { 'Content-Type': mediaTypeOf(Key) };
    let range =
      request.range && SINGLE_RANGE.test(request.range) && request.range !== 'bytes=-' ? request.range : undefined;
    const suffix = range && /^bytes=-(\d+)$/.exec(range);
    if (suffix && !request.head) {
      // The last N bytes: made explicit here, as not every S3-compatible store reads suffix ranges right.
      const whole = await head(Key);
      if (!whole) return { status: 404, headers: {} };
      const size = whole.ContentLength ?? 0;
      const length = Math.min(Number(suffix[1]), size);
      if (length === 0) return { status: 416, headers: { 'Content-Range': `bytes */${size}` } };
      range = `bytes=${size - length}-${size - 1}`;
    }
    // Only well-formed validators reach the store: a malformed or oversized one is ignored (a
    // whole answer), as the store would refuse the request and the visitor see an outage.
    const ifNoneMatch = request.ifNoneMatch && ETAG_LIST.test(request.ifNoneMatch) ? request.ifNoneMatch : undefined;
    const conditions = {
      IfNoneMatch: ifNoneMatch,
      IfModifiedSince: ifNoneMatch ? undefined : httpDate(request.ifModifiedSince),
    };
    try {
      if (request.head) {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key, ...conditions }));
        return {
          status: 200,
          headers: { ...type, ...validatorHeaders(object), 'Content-Length': String(object.ContentLength ?? 0) },
        };
      }
      const object = await client.send(new GetObjectCommand({ Bucket, Key, Range: range, ...conditions }));
      const headers: Record<string, string> = {
        ...type,
        ...validatorHeaders(object),
        'Content-Length': String(object.ContentLength ?? 0),
      };
      if (object.ContentRange) headers['Content-Range'] = object.ContentRange;
      return { status: object.ContentRange && range ? 206 : 200, headers, body: object.Body as Readable };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { status: 304, headers: { 'Cache-Control': MEDIA_CACHE_CONTROL } };
      if (isMissing(error)) return { status: 404, headers: {} };
      if (status === 416) {
        const whole = await head(Key);
        if (!whole) return { status: 404, headers: {} };
        return { status: 416, headers: { 'Content-Range': `bytes */${whole.ContentLength ?? 0}` } };
      }
      throw error;
    }
  }

  return {
    kind: 's3',
    bucket: Bucket,
    async put(relativeKey, data) {
      const Key = uploadsPath(relativeKey);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: mediaTypeOf(Key) }));
      return Key;
    },
    async putStream(relativeKey, data) {
      const Key = uploadsPath(relativeKey);
      let bytes = 0;
      // The stream's own error (413 too large, a client that hung up) is what callers must see,
      // not the SDK's wrapping of it.
      let sourceError: unknown;
      async function* counted(): AsyncGenerator<Buffer> {
        try {
          for await (const chunk of data as AsyncIterable<Buffer>) {
            bytes += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: Readable.from(counted(), { objectMode: false }), ContentType: mediaTypeOf(Key) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted, so its parts neither linger nor cost storage.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        data.destroy();
        throw sourceError ?? error;
      }
      return { path: Key, bytes };
    },
    async remove(relativePath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: uploadsPath(relativePath) }));
    },
    async exists(relativePath) {
      return (await head(relativePath)) !== null;
    },
    stat,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'uploads/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { path: object.Key, bytes: object.Size ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    serve,
    async abortStaleUploads(beforeMs) {
      let aborted = 0;
      let page;
      try {
        page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: 'uploads/' }));
      } catch (error) {
        // Some stores (and s3rver) do not list uploads: their lifecycle rule is the only cleanup (docs/deploy.md).
        if (statusOf(error) === 501) return 0;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? 0) >= beforeMs) continue;
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted += 1;
      }
      return aborted;
    },
  };
}
