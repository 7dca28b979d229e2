import { get, run } from '../db/connection.js';
import { User } from '../models/User.js';

const toUser = (row) => (row ? new User(row) : null);

export const userRepository = {
  async findById(id) { return toUser(await get('SELECT * FROM users WHERE id = ?', [id])); },
  async findByEmail(email) { return toUser(await get('SELECT * FROM users WHERE email = ?', [email])); },
  async findByUsername(username) { return toUser(await get('SELECT * FROM users WHERE username = ?', [username])); },
  async create({ username, email, passwordHash }) {
    const { lastID } = await run('INSERT INTO users (username, email, password) VALUES (?, ?, ?)', [username, email, passwordHash]);
    return this.findById(lastID);
  },
  async update(id, { username, email, passwordHash, bio, image }) {
    await run(
      `UPDATE users SET username = COALESCE(?, username), email = COALESCE(?, email),
         password = COALESCE(?, password), bio = COALESCE(?, bio), image = COALESCE(?, image) WHERE id = ?`,
      [username ?? null, email ?? null, passwordHash ?? null, bio ?? null, image ?? null, id],
    );
    return this.findById(id);
  },
  async isFollowing(followerId, followedId) {
    if (!followerId) return false;
    return !!(await get('SELECT 1 AS x FROM follows WHERE follower_id = ? AND followed_id = ?', [followerId, followedId]));
  },
  async follow(followerId, followedId) {
    await run('INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)', [followerId, followedId]);
  },
  async unfollow(followerId, followedId) {
    await run('DELETE FROM follows WHERE follower_id = ? AND followed_id = ?', [followerId, followedId]);
  },
};
