import fs from 'node:fs';
import path from 'node:path';
import knex from 'knex';
import { DB_FILE } from './config';

// the schema is kept as knex schema-builder code; sequelize only reads/writes rows
export async function ensureSchema(): Promise<void> {
  fs.mkdirSync(path.dirname(DB_FILE), { recursive: true });
  const db = knex({ client: 'sqlite3', connection: { filename: DB_FILE }, useNullAsDefault: true });
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').notNullable().unique();
      t.string('email').notNullable().unique();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
      t.timestamps(true, true);
    });
  }
  await db.destroy();
}
