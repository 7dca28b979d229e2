import { db } from '../db/database.js';
import type { UserRow } from '../models/profile.js';

export const userRepository = {
  byUsername: (username: string) => db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined,
};
