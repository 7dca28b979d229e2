import sql from 'sql-template-tag';
import { query } from './db.js';
import { User } from '../models/user.js';

export async function findByEmail(email) {
  const [row] = await query(sql`SELECT * FROM users WHERE email = ${email}`);
  return row ? User.fromRow(row) : null;
}

export async function findById(id) {
  const [row] = await query(sql`SELECT * FROM users WHERE id = ${id}`);
  return row ? User.fromRow(row) : null;
}

export async function insert({ username, email, passwordHash }) {
  const [row] = await query(sql`
    INSERT INTO users (username, email, password_hash)
    VALUES (${username}, ${email}, ${passwordHash})
    RETURNING *`);
  return User.fromRow(row);
}
