import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize } from 'sequelize';
import { dbFile } from './config.js';

mkdirSync(dirname(dbFile), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: dbFile, logging: false });
