import { db } from '../db/database.js';

export const followRepository = {
  isFollowing: (followerId: number, followedId: number) =>
    !!db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?').get(followerId, followedId),
  follow: (followerId: number, followedId: number) =>
    db.prepare('INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)').run(followerId, followedId),
  unfollow: (followerId: number, followedId: number) =>
    db.prepare('DELETE FROM follows WHERE follower_id = ? AND followed_id = ?').run(followerId, followedId),
};
