import type { FastifyReply } from 'fastify';
import { UPLOADS_IN_TOTAL, UPLOADS_PER_USER } from '../../contract/constants';
import { uploadSlots } from '../services/infra/uploadSlots';
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
  // A refusal carries its Retry-After (the error plugin answers it).
  const release = slots.acquire(userId);
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
