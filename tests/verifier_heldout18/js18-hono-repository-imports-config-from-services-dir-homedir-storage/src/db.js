import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { DATA_DIR } from './services/config.js';

fs.mkdirSync(DATA_DIR, { recursive: true });
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(DATA_DIR, 'conduit.sqlite'), logging: false });
