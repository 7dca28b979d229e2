import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize } from 'sequelize';

// Resolved against this module, not the working directory: <project>/var/conduit.db
export const storage = fileURLToPath(new URL('../var/conduit.db', import.meta.url));
mkdirSync(dirname(storage), { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: process.env.SQL_LOG ? console.log : false,
});

export async function connect() {
  await sequelize.authenticate();
  // SQLite leaves foreign keys off per connection; cascades on comments/favorites need them.
  await sequelize.query('PRAGMA foreign_keys = ON');
  await sequelize.sync();
}
