import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbArg = process.argv.find((a) => a.startsWith('--db='));
const storage = dbArg ? dbArg.slice('--db='.length) : path.join(projectRoot, 'data', 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
