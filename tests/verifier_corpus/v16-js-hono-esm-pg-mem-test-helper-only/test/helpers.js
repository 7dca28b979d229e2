import { newDb } from 'pg-mem';
import { createSequelize, defineModels } from '../src/db.js';

// Tests run against an in-process Postgres: no server needed.
export function memoryDatabase() {
  const db = createSequelize({ dialectModule: newDb().adapters.createPg() });
  return { db, ...defineModels(db) };
}
