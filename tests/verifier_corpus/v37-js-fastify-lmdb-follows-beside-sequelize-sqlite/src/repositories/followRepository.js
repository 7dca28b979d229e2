import { followsStore } from '../kv.js';

export const isFollowing = (followerId, followingId) => followsStore.get([followerId, followingId]) === true;

export const addFollow = (followerId, followingId) => followsStore.put([followerId, followingId], true);

export const removeFollow = (followerId, followingId) => followsStore.remove([followerId, followingId]);

export function followingIds(followerId) {
  return [...followsStore.getKeys({ start: [followerId], end: [followerId + 1] })].map(([, id]) => id);
}
