import { FollowModel } from '../models/index.js';

export const followRepository = {
  exists: async (followerId: number, followingId: number) => (await FollowModel.count({ where: { followerId, followingId } })) > 0,
  add: (followerId: number, followingId: number) => FollowModel.findOrCreate({ where: { followerId, followingId } }),
  remove: (followerId: number, followingId: number) => FollowModel.destroy({ where: { followerId, followingId } }),
};
