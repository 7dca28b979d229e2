import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { config } from '~/config';

fs.mkdirSync(path.dirname(config.db.storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.db.storage, logging: false });
