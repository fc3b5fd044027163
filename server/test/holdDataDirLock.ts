/**
 * A process that holds DATA_DIR's lock until it is killed, for the lock's tests:
 * `node --import tsx server/test/holdDataDirLock.ts <dataDir>` prints "locked" once it holds it.
 */
import { lockDataDir } from '../startup/dataDirLock';

lockDataDir(process.argv[2]);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
