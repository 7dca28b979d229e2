import { Sequelize } from 'sequelize';
import { config } from '../config.js';

// In-memory SQLite when no database is configured (unit tests).
export const sequelize = new Sequelize(config.db.url ?? 'sqlite::memory:', {
  logging: config.db.logging ? console.log : false,
});
