import fs from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import { Sequelize } from 'sequelize';

// Keep the database in the platform's per-user data directory instead of
// littering the working tree (e.g. ~/.local/share/conduit-nodejs on Linux).
const paths = envPaths('conduit');
fs.mkdirSync(paths.data, { recursive: true });

export const databaseFile = process.env.CONDUIT_DB_FILE ?? path.join(paths.data, 'conduit.sqlite');

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: databaseFile,
  logging: false,
});
