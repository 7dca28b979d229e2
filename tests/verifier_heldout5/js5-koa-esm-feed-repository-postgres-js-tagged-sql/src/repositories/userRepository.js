import { Follow, User } from '../models/index.js';

export const userRepository = {
  byUsername: (username) => User.findOne({ where: { username } }),
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
