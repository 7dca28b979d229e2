import path from 'path';
import { Sequelize } from 'sequelize';

const storage = process.env.DB_STORAGE ?? path.resolve(process.cwd(), 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
