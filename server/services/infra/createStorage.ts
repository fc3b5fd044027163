import type { StorageConfig } from '../../config';
import type { Storage } from './storage';

/** The backend the configuration names; the AWS SDK is loaded only when it is S3, so the disk default never pays for it. */
export async function createStorage(config: { uploadsDir: string; storage: StorageConfig }): Promise<Storage> {
  if (config.storage.kind === 's3') {
    const { s3Storage } = await import('./s3Storage');
    return s3Storage(config.storage);
  }
  const { diskStorage } = await import('./diskStorage');
  return diskStorage(config.uploadsDir);
}
