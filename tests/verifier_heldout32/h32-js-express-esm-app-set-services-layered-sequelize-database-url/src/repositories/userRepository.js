import { User } from '../models/user.js';
import { Follow } from '../models/follow.js';

export const userRepository = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  isFollowing: async (followerId, followingId) =>
    (await Follow.count({ where: { follower_id: followerId, following_id: followingId } })) > 0,
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { follower_id: followerId, following_id: followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { follower_id: followerId, following_id: followingId } }),
};
