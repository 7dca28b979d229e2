import { pool } from '../infra/database.js';
import { toUser } from '../models/index.js';

export async function findUserByEmail(email) {
  const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(id) {
  const { rows } = await pool.query('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function insertUser({ email, username, passwordHash }) {
  const { rows } = await pool.query(
    `INSERT INTO users (email, username, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, now(), now()) RETURNING *`,
    [email, username, passwordHash],
  );
  return toUser(rows[0]);
}
