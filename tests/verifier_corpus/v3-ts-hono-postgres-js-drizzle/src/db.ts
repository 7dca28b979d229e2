import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

// postgres() with no URL reads PGHOST, PGUSER, PGPASSWORD, PGDATABASE and PGPORT
const client = postgres({ max: 5 });

export const db = drizzle(client, { schema });
