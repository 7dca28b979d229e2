import { readFileSync } from 'node:fs';
import { sequelize } from './models/index.js';

// the tables are defined once, in db/schema.sql, and applied at every start
export async function prepareSchema() {
  const ddl = readFileSync(new URL('../db/schema.sql', import.meta.url), 'utf8');
  await sequelize.query(ddl);
}
