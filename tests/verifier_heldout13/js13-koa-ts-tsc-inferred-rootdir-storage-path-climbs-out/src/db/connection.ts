import path from 'path';
import { Sequelize } from 'sequelize';

// compiled file lives in build/src/db/, so the project root is three levels up
const storage = path.resolve(__dirname, '../../../conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
