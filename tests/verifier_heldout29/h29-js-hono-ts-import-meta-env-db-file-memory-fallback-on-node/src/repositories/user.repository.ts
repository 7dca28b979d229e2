import { db } from './db';
import type { UserRow } from '../models/user';

export const userRepository = {
  byId: (id: number) => db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined,
  byEmail: (email: string) => db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined,
  insert(username: string, email: string, passwordHash: string): UserRow {
    const info = db.prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)').run(username, email, passwordHash);
    return this.byId(Number(info.lastInsertRowid))!;
  },
};
