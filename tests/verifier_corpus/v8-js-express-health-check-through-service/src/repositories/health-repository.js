import { sequelize } from '../sequelize.js';

export async function databaseReachable() {
  try {
    await sequelize.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
