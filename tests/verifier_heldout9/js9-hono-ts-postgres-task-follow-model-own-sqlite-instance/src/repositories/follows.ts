import { Follow } from '../models';

export const followRepository = {
  async isFollowing(followerId: number, followingId: number) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  follow: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};
