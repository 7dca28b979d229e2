import { Follow } from '../models/index.js';

export const followRepository = {
  async isFollowing(followerId, followingId) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
