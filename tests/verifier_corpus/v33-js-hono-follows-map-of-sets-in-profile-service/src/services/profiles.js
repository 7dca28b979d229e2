import { User } from '../models/index.js';

// followerId -> Set of followed user ids
const following = new Map();

function followsOf(userId) {
  if (!following.has(userId)) following.set(userId, new Set());
  return following.get(userId);
}

export function isFollowing(viewerId, userId) {
  return viewerId != null && followsOf(viewerId).has(userId);
}

export async function profile(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  return { username: user.username, bio: user.bio, image: user.image, following: isFollowing(viewerId, user.id) };
}

export async function follow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  followsOf(viewerId).add(user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}

export async function unfollow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  followsOf(viewerId).delete(user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}

export function followedIds(viewerId) {
  return [...followsOf(viewerId)];
}
