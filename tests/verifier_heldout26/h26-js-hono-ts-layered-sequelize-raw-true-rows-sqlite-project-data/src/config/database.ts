import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Sequelize } from 'sequelize';

const storage = resolve('data', 'conduit.sqlite');
mkdirSync(dirname(storage), { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
