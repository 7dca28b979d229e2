import { Follow } from '#models/user.js';

export const followRepository = {
  exists: async (followerId, followeeId) => (await Follow.count({ where: { followerId, followeeId } })) > 0,
  add: (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } }),
  remove: (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } }),
};
