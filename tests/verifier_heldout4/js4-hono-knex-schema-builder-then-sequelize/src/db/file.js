import path from 'node:path';

// One SQLite file in the project directory (run.sh starts the server from there).
export const DB_FILE = path.join(process.cwd(), 'conduit.db');
