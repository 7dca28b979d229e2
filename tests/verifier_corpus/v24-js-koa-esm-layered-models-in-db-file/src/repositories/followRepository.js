import { Follow } from '../db.js';

export async function isFollowing(followerId, followingId) {
  return (await Follow.count({ where: { followerId, followingId } })) > 0;
}

export async function follow(followerId, followingId) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
}

export async function unfollow(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
}
