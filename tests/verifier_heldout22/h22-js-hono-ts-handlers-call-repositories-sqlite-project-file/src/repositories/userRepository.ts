import { db } from '../db/client';
import type { UserRow } from '../models/types';

export const userRepository = {
  findByUsername: (username: string) => db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined,
};
