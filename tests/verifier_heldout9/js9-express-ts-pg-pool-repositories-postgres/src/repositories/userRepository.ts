import { pool } from '../db/pool';

export interface UserRow { id: number; username: string; email: string; password_hash: string; bio: string | null; image: string | null }

export async function findByEmail(email: string): Promise<UserRow | undefined> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0];
}

export async function insert(username: string, email: string, hash: string): Promise<UserRow> {
  const { rows } = await pool.query<UserRow>(
    'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *',
    [username, email, hash],
  );
  return rows[0];
}
