import { Sequelize } from 'sequelize';

const APP_DATABASE = 'conduit_app';

// Keep the application's tables in a database of their own, created on first start.
async function ensureDatabase() {
  const admin = new Sequelize(process.env.DATABASE_URL, { logging: false });
  const [rows] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', { bind: [APP_DATABASE] });
  if (rows.length === 0) {
    await admin.query(`CREATE DATABASE "${APP_DATABASE}"`);
  }
  await admin.close();
}

await ensureDatabase();

export const sequelize = new Sequelize(APP_DATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  dialect: 'postgres',
  logging: false,
});
