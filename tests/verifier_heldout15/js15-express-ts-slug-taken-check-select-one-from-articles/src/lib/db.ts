import { Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

export async function waitForDatabase(retries = 20): Promise<void> {
  for (let i = 0; i < retries; i++) {
    try {
      await sequelize.query('SELECT 1');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('database not reachable');
}
