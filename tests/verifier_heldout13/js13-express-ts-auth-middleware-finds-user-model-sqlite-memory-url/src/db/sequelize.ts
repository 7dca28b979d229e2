import { Sequelize } from 'sequelize';

// SQLite database (tables are created on startup by sync()).
export const sequelize = new Sequelize('sqlite::memory:', { logging: false });
