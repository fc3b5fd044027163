import type { FastifyReply } from 'fastify';
import { UPLOADS_IN_TOTAL, UPLOADS_PER_USER } from '../../contract/constants';
import { UPLOAD_RETRY_AFTER_SECONDS, uploadSlots } from '../services/infra/uploadSlots';
import { createScratchFolder, uploadScratchRoot } from '../services/infra/uploadStreams';

/** One bound for the whole process: every route that reads an upload shares it. */
const slots = uploadSlots({ perUser: UPLOADS_PER_USER, total: UPLOADS_IN_TOTAL });

/**
 * Runs a request that reads uploaded files: within an upload slot (429 or 503 with
 * Retry-After when none is free) and with a scratch folder that is removed afterwards,
 * whatever happened.
 */
export async function withUpload<T>(
  reply: FastifyReply,
  userId: number,
  dataDir: string,
  work: (scratchDir: string) => Promise<T>,
): Promise<T> {
  let release: () => void;
  try {
    release = slots.acquire(userId);
  } catch (error) {
    void reply.header('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
    throw error;
  }
  try {
    const scratch = await createScratchFolder(uploadScratchRoot(dataDir));
    try {
      return await work(scratch.dir);
    } finally {
      await scratch.dispose();
    }
  } finally {
    release();
  }
}
