import { db } from '../db/connection.js';
import { User, UserRow, userFromRow } from '../models/user.js';

export const userRepository = {
  findById(id: number): User | undefined {
    const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row && userFromRow(row);
  },
  findByEmail(email: string): User | undefined {
    const row = db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    return row && userFromRow(row);
  },
  findByUsername(username: string): User | undefined {
    const row = db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
    return row && userFromRow(row);
  },
  create(email: string, username: string, passwordHash: string): User {
    const info = db.prepare('INSERT INTO users (email, username, password_hash) VALUES (?, ?, ?)').run(email, username, passwordHash);
    return this.findById(Number(info.lastInsertRowid))!;
  },
  isFollowing(followerId: number, followedId: number): boolean {
    return !!db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?').get(followerId, followedId);
  },
  setFollowing(followerId: number, followedId: number, on: boolean): void {
    if (on) db.prepare('INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)').run(followerId, followedId);
    else db.prepare('DELETE FROM follows WHERE follower_id = ? AND followed_id = ?').run(followerId, followedId);
  },
};

export type UserRepository = typeof userRepository;
