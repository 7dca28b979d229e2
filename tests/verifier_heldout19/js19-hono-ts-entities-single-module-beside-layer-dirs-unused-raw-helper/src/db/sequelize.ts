import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

const file = path.resolve('data', 'conduit.sqlite');
mkdirSync(path.dirname(file), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: file, logging: false });
