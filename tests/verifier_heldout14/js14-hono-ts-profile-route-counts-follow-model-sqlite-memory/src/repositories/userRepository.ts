import { Follow, User } from '../models/index.js';

export const userRepository = {
  byUsername: (username: string) => User.findOne({ where: { username } }),
  follow: (followerId: number, followeeId: number) => Follow.findOrCreate({ where: { followerId, followeeId } }),
  unfollow: (followerId: number, followeeId: number) => Follow.destroy({ where: { followerId, followeeId } }),
};
