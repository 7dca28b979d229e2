import { join } from 'node:path';

export const port = Number(process.env.PORT ?? 3000);
export const dbFile = process.env.CONDUIT_DB_FILE ?? join(process.cwd(), 'storage', 'conduit.sqlite');
