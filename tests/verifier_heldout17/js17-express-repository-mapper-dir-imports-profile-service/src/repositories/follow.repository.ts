import { Follow } from '../models/index';

export const followRepository = {
  exists: async (followerId: number, followeeId: number) =>
    (await Follow.count({ where: { followerId, followeeId } })) > 0,
};
