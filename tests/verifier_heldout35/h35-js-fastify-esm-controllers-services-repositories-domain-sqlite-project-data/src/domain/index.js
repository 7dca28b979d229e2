import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));
mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: `${dataDir}conduit.sqlite`, logging: false });
export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
