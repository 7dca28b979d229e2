import { db, sql } from '../database.js';

export const userRepository = {
  async findByUsername(username) {
    const [row] = await db.query(sql`SELECT id, username, email, bio, image FROM users WHERE username = ${username}`);
    return row ?? null;
  },

  async findById(id) {
    const [row] = await db.query(sql`SELECT id, username, email, bio, image FROM users WHERE id = ${id}`);
    return row ?? null;
  },
};
