import { Follow } from '../models/index.js';

export const followRepository = {
  isFollowing: async (followerId: number, followingId: number) =>
    (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};
