import { Follow } from '../models/index.js';

export const followRepository = {
  exists: async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0,
  add: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  remove: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
