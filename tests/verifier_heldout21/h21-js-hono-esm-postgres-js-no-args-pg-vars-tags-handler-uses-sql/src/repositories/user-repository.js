import { sql } from '../db/sql.js';
import { User } from '../models/user.js';

export async function findByEmail(email) {
  const [row] = await sql`SELECT * FROM users WHERE email = ${email}`;
  return row ? new User(row) : null;
}
export async function insert({ username, email, password }) {
  const [row] = await sql`INSERT INTO users (username, email, password) VALUES (${username}, ${email}, ${password}) RETURNING *`;
  return new User(row);
}
