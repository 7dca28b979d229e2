import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const here = dirname(fileURLToPath(import.meta.url)); // <project>/src/config
export const databaseFile = resolve(here, '../../var/conduit.sqlite'); // <project>/var/conduit.sqlite
mkdirSync(dirname(databaseFile), { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: databaseFile,
  // log the SQL Sequelize generates when DEBUG_SQL is set
  logging: process.env.DEBUG_SQL ? console.log : false,
});
