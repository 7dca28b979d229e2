import path from 'node:path';

export const DB_FILE = path.resolve('data', 'conduit.sqlite');
