import { User, Follow } from '../models/index.js';
import { hashPassword } from '../services/passwordService.js';

export const userRepository = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),

  // Passwords are always stored hashed, whoever calls create/update.
  async create({ username, email, password }) {
    return User.create({ username, email, password: await hashPassword(password) });
  },

  async update(user, changes) {
    const data = { ...changes };
    if (data.password) data.password = await hashPassword(data.password);
    return user.update(data);
  },

  isFollowing: async (followerId, followedId) =>
    (await Follow.count({ where: { followerId, followedId } })) > 0,
  follow: (followerId, followedId) => Follow.findOrCreate({ where: { followerId, followedId } }),
  unfollow: (followerId, followedId) => Follow.destroy({ where: { followerId, followedId } }),
};
