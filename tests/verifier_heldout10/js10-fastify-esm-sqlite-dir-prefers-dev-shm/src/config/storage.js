import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

// SQLite is I/O bound; put the file on tmpfs when the host has one (Linux),
// otherwise next to the project.
function databaseDirectory() {
  if (process.env.CONDUIT_DB_DIR) return process.env.CONDUIT_DB_DIR;
  if (existsSync('/dev/shm')) return '/dev/shm/conduit';
  return path.join(process.cwd(), 'data');
}

const dir = databaseDirectory();
mkdirSync(dir, { recursive: true });

export const storagePath = path.join(dir, 'conduit.sqlite3');
