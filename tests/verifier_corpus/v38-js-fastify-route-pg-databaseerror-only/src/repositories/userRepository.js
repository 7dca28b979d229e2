import { Pool } from 'pg';
import { User } from '../models/user.js';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export async function migrate() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL, bio TEXT, image TEXT)`);
}

export async function updateUser(id, { email, bio, image }) {
  const { rows } = await pool.query(
    `UPDATE users SET email = COALESCE($2, email), bio = COALESCE($3, bio), image = COALESCE($4, image)
      WHERE id = $1 RETURNING *`,
    [id, email, bio, image],
  );
  return rows[0] ? new User(rows[0]) : null;
}
