import { pool } from './pool.js';
import { User } from '../models/user.js';

const toUser = (r: any) => new User(r.id, r.username, r.email, r.bio, r.image);
export const userRepository = {
  async byEmail(email: string) { const { rows } = await pool.query('SELECT * FROM users WHERE email = $1', [email]); return rows[0] && toUser(rows[0]); },
  async create(username: string, email: string, password: string) {
    const { rows } = await pool.query('INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *', [username, email, password]);
    return toUser(rows[0]);
  },
};
