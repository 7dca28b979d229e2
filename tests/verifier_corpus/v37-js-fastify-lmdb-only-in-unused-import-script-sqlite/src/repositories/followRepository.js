import { Follow } from '../models/follow.js';

export const isFollowing = async (followerId, followingId) =>
  (await Follow.count({ where: { followerId, followingId } })) > 0;

export const addFollow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });

export const removeFollow = (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } });

export async function followingIds(followerId) {
  const rows = await Follow.findAll({ where: { followerId }, attributes: ['followingId'] });
  return rows.map((r) => r.followingId);
}
