import pg from 'pg';
import { databaseName } from './sequelize.js';

// The server may start against a fresh cluster: make sure our database exists first.
export async function ensureDatabase() {
  const client = new pg.Client({ database: 'postgres' }); // host/user/password from PG* variables
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE "${databaseName}"`);
    }
  } finally {
    await client.end();
  }
}
