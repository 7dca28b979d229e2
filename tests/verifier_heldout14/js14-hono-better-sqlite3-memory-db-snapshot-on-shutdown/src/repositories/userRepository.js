import { db } from '../db/connection.js';

const byUsername = db.prepare('SELECT * FROM users WHERE username = ?');
const isFollowing = db.prepare('SELECT 1 FROM follows WHERE follower_id = ? AND following_id = ?');
const follow = db.prepare('INSERT OR IGNORE INTO follows (follower_id, following_id) VALUES (?, ?)');
const unfollow = db.prepare('DELETE FROM follows WHERE follower_id = ? AND following_id = ?');

export const userRepository = {
  findByUsername: (username) => byUsername.get(username),
  isFollowing: (followerId, followingId) => Boolean(isFollowing.get(followerId, followingId)),
  follow: (followerId, followingId) => follow.run(followerId, followingId),
  unfollow: (followerId, followingId) => unfollow.run(followerId, followingId),
};
