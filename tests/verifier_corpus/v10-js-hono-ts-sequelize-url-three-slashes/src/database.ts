import { Sequelize } from 'sequelize';

// SQLite file next to the app
const DATABASE_URL = 'sqlite:///conduit.sqlite';

export const sequelize = new Sequelize(DATABASE_URL, { logging: false });
