import type { Client } from 'pg';
import { Sequelize } from 'sequelize';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: required('PGHOST'),
  port: Number(process.env.PGPORT ?? 5432),
  username: required('PGUSER'),
  password: required('PGPASSWORD'),
  database: required('PGDATABASE'),
  logging: false,
});

// Every pooled connection gets the same session settings: UTC timestamps and a
// statement timeout so a slow request cannot hold a connection forever.
sequelize.addHook('afterConnect', async (connection: unknown) => {
  const client = connection as Client;
  await client.query("SET TIME ZONE 'UTC'");
  await client.query("SET statement_timeout = '5s'");
});
