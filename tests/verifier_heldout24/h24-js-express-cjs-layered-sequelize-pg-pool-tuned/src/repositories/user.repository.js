const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
  update: (user, fields) => user.update(fields),
  isFollowing: async (follower, target) => (follower ? follower.hasFollowing(target) : false),
  follow: (follower, target) => follower.addFollowing(target),
  unfollow: (follower, target) => follower.removeFollowing(target),
};
