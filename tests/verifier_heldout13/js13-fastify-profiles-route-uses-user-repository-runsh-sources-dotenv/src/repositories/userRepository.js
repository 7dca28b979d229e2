import { User, Follow } from '../models/User.js';

export const userRepository = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
  async isFollowing(followerId, followingId) {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
