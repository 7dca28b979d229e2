// feature-file: profiles
import { Follow } from '../models/index.js';

export async function isFollowing(followerId, followingId) {
  return (await Follow.count({ where: { followerId, followingId } })) > 0;
}
// feature-begin: articles

// The subset of userIds that followerId follows.
export async function followedAmong(followerId, userIds) {
  const rows = await Follow.findAll({
    attributes: ['followingId'],
    where: { followerId, followingId: userIds },
  });
  return new Set(rows.map((row) => row.followingId));
}

export async function followedIds(followerId) {
  const rows = await Follow.findAll({ attributes: ['followingId'], where: { followerId } });
  return rows.map((row) => row.followingId);
}
// feature-end: articles

// Idempotent: following twice leaves one row.
export async function follow(followerId, followingId) {
  await Follow.bulkCreate([{ followerId, followingId }], { ignoreDuplicates: true });
}

export async function unfollow(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
}
