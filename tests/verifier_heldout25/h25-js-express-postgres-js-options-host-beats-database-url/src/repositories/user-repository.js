import { sql } from '../db/sql.js';
import { User } from '../models/user.js';

export async function insertUser({ email, username, passwordHash }) {
  const [row] = await sql`
    INSERT INTO users (email, username, password_hash) VALUES (${email}, ${username}, ${passwordHash})
    RETURNING *`;
  return new User(row);
}

export async function findUserByEmail(email) {
  const [row] = await sql`SELECT * FROM users WHERE email = ${email}`;
  return row ? new User(row) : null;
}

export async function findUserById(id) {
  const [row] = await sql`SELECT * FROM users WHERE id = ${id}`;
  return row ? new User(row) : null;
}
