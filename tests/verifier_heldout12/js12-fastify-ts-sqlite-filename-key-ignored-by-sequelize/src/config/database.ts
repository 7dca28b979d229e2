import path from 'node:path';
import type { Options } from 'sequelize';

// SQLite database file inside the project (data/ is created by run.sh).
export const databaseConfig = {
  dialect: 'sqlite',
  filename: path.resolve(process.cwd(), 'data', 'conduit.sqlite'),
  logging: false,
} as Options;
