import os from 'node:os';
import path from 'node:path';

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const JWT_SECRET = process.env.JWT_SECRET ?? 'conduit';
export const DATA_DIR = process.env.CONDUIT_DATA_DIR ?? path.join(os.homedir(), '.conduit');
