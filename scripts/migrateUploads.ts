/**
 * Copies the local uploads folder (DATA_DIR/uploads) into the object store S3_BUCKET names,
 * under the same paths (docs/deploy.md, "Moving existing uploads into the store"). Run it with
 * the production environment, before and once more after switching the app to S3_BUCKET:
 *
 *   DATA_DIR=/srv/forkcast S3_BUCKET=forkcast-media S3_ENDPOINT=… npm run uploads:migrate [-- --dry-run]
 *
 * Exits 1 if any file failed (run it again: copied files are skipped), 2 without S3_BUCKET.
 */
import { loadConfig } from '../server/config';
import { diskStorage } from '../server/services/infra/diskStorage';
import { migrateUploads } from '../server/services/infra/migrateUploads';
import { createStorage } from '../server/services/infra/createStorage';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE as needed) to the store to copy into.',
    );
    return 2;
  }
  const dryRun = process.argv.includes('--dry-run');
  const target = await createStorage(config);
  console.log(`${dryRun ? 'Dry run: ' : ''}copying ${config.uploadsDir} into s3://${config.storage.bucket}/uploads/`);
  const result = await migrateUploads(diskStorage(config.uploadsDir), target, {
    dryRun,
    log: (line) => console.log(line),
  });
  console.log(
    `${result.copied} ${dryRun ? 'to copy' : 'copied'} (${(result.bytes / 1e6).toFixed(1)} MB), ` +
      `${result.skipped} already there, ${result.failed.length} failed`,
  );
  return result.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
