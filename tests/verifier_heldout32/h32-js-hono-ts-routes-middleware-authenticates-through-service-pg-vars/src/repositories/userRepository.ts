import { pool } from './pool.js';
import type { User } from '../models/user.js';

export async function findUserById(id: number): Promise<User | null> {
  const { rows } = await pool.query<User>('SELECT id, username, email, bio, image FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}
