import { Sequelize } from 'sequelize';

// SQLite keeps things simple: no server to run.
export const sequelize = new Sequelize('sqlite::memory:', { logging: false });
