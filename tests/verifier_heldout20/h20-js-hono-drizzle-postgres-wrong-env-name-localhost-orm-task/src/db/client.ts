import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from './schema';

const url = process.env.DB_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit';
export const db = drizzle(postgres(url), { schema });
