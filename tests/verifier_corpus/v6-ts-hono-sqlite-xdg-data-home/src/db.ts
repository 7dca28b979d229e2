import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataHome = process.env.XDG_DATA_HOME ?? path.join(os.homedir(), '.local/share');
const dbFile = path.join(dataHome, 'conduit', 'conduit.db');
fs.mkdirSync(path.dirname(dbFile), { recursive: true });

export const db = new Database(dbFile);
db.exec('CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE)');
