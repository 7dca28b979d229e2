import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sqlite3 from '@vscode/sqlite3';
import { Sequelize } from 'sequelize';

// <project>/data/conduit.sqlite, resolved from this file so the cwd does not matter.
export const storagePath = fileURLToPath(new URL('../../data/conduit.sqlite', import.meta.url));
mkdirSync(dirname(storagePath), { recursive: true });

// @vscode/sqlite3 ships prebuilt binaries, so npm install does not compile node-sqlite3.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  dialectModule: sqlite3,
  storage: storagePath,
  logging: false,
});

export async function connect() {
  await sequelize.authenticate();
  await sequelize.query('PRAGMA journal_mode = WAL;');
  await sequelize.query('PRAGMA foreign_keys = ON;');
  await sequelize.sync();
}
