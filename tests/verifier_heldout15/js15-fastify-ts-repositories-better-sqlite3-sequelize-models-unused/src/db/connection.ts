import path from 'node:path';
import Database from 'better-sqlite3';
import { Sequelize } from 'sequelize';

export const DB_FILE = path.resolve(process.cwd(), 'conduit.sqlite');

// Sequelize owns the schema (models + sync) ...
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });

// ... and hot paths use a synchronous handle on the same file.
export const sqlite = new Database(DB_FILE);
sqlite.pragma('journal_mode = WAL');
