import { Sequelize } from 'sequelize';

const APP_DB = 'conduit_api';

// Keep the API's tables in a database of their own on the given server.
function appDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${APP_DB}`;
  return url.toString();
}

export async function ensureDatabase() {
  const admin = new Sequelize(process.env.DATABASE_URL, { logging: false });
  try {
    await admin.getQueryInterface().createDatabase(APP_DB);
  } catch (err) {
    if (!/already exists/.test(err.message)) throw err;
  }
  await admin.close();
}

export const sequelize = new Sequelize(appDatabaseUrl(), { dialect: 'postgres', logging: false });
