import { FollowModel } from '../models/follow.js';

export const followRepository = {
  async exists(followerId: number, followeeId: number) {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  },
  add: (followerId: number, followeeId: number) => FollowModel.findOrCreate({ where: { followerId, followeeId } }),
  remove: (followerId: number, followeeId: number) => FollowModel.destroy({ where: { followerId, followeeId } }),
};
