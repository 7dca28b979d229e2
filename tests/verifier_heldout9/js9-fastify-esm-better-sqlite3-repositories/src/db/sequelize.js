// First attempt with Sequelize; kept for reference, the app uses connection.js.
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.db', logging: false });
