const { User, Follow } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
  update: async (user, changes) => user.update(changes),
  isFollowing: async (followerId, followingId) =>
    (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
