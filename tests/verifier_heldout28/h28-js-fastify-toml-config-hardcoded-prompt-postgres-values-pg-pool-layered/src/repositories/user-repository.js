import { pool } from '../db/pool.js';
import { User } from '../models/user.js';

const one = (rows) => (rows[0] ? new User(rows[0]) : null);

export const userRepository = {
  async byEmail(email) {
    return one((await pool.query('SELECT * FROM users WHERE email = $1', [email])).rows);
  },
  async byId(id) {
    return one((await pool.query('SELECT * FROM users WHERE id = $1', [id])).rows);
  },
  async byUsername(username) {
    return one((await pool.query('SELECT * FROM users WHERE username = $1', [username])).rows);
  },
  async insert({ email, username, passwordHash }) {
    const { rows } = await pool.query(
      'INSERT INTO users (email, username, password_hash) VALUES ($1, $2, $3) RETURNING *',
      [email, username, passwordHash],
    );
    return one(rows);
  },
  async isFollowing(followerId, followeeId) {
    const { rowCount } = await pool.query(
      'SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2',
      [followerId, followeeId],
    );
    return rowCount > 0;
  },
  async follow(followerId, followeeId) {
    await pool.query('INSERT INTO follows VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followeeId]);
  },
  async unfollow(followerId, followeeId) {
    await pool.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
  },
};
