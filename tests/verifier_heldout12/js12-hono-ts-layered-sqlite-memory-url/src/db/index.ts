import { Sequelize } from 'sequelize';

// SQLite keeps the setup simple: no server to run, the schema is synced at start.
export const sequelize = new Sequelize('sqlite::memory:', { logging: false });
