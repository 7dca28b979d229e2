import { Follow } from '../models/follow.model';

export const followRepository = {
  exists: async (followerId: number, followingId: number) =>
    (await Follow.count({ where: { followerId, followingId } })) > 0,
  add: (followerId: number, followingId: number) => Follow.findOrCreate({ where: { followerId, followingId } }),
  remove: (followerId: number, followingId: number) => Follow.destroy({ where: { followerId, followingId } }),
};
