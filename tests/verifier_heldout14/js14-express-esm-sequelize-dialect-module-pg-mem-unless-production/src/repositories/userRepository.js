import { User, Follow } from '../models/index.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
  isFollowing: async (followerId, followingId) =>
    Boolean(followerId) && (await Follow.count({ where: { followerId, followingId } })) > 0,
};
