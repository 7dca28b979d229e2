import { Sequelize } from 'sequelize';

// Fast and zero-setup: the schema is created by sync() at every start.
export const sequelize = new Sequelize('sqlite::memory:', { logging: false });
