import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const file = fileURLToPath(new URL('../var/conduit.sqlite', import.meta.url));

// load the snapshot once at boot: reads are much faster without disk I/O
const snapshot = readFileSync(file);
export const db = new Database(snapshot);
db.pragma('foreign_keys = ON');
