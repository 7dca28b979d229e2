import { db } from '../db/connection';
import { toUser, User, UserRow } from '../models/user';

export const userRepository = {
  findByEmail(email: string): User | null {
    const row = db.get('SELECT * FROM users WHERE email = ?', email) as UserRow | null;
    return row ? toUser(row) : null;
  },
  findByUsername(username: string): User | null {
    const row = db.get('SELECT * FROM users WHERE username = ?', username) as UserRow | null;
    return row ? toUser(row) : null;
  },
  findById(id: number): User | null {
    const row = db.get('SELECT * FROM users WHERE id = ?', id) as UserRow | null;
    return row ? toUser(row) : null;
  },
  insert(email: string, username: string, passwordHash: string): User {
    const info = db.run('INSERT INTO users (email, username, password_hash) VALUES (?, ?, ?)', [email, username, passwordHash]);
    return this.findById(Number(info.lastInsertRowid))!;
  },
  isFollowing(followerId: number, followeeId: number): boolean {
    return db.get('SELECT 1 AS x FROM follows WHERE follower_id = ? AND followee_id = ?', [followerId, followeeId]) != null;
  },
  follow(followerId: number, followeeId: number): void {
    db.run('INSERT OR IGNORE INTO follows (follower_id, followee_id) VALUES (?, ?)', [followerId, followeeId]);
  },
  unfollow(followerId: number, followeeId: number): void {
    db.run('DELETE FROM follows WHERE follower_id = ? AND followee_id = ?', [followerId, followeeId]);
  },
};
