const { User, Follow } = require('../models');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
  save: (user, changes) => user.update(changes),
  follows: async (followerId, followeeId) => Boolean(await Follow.findOne({ where: { followerId, followeeId } })),
  follow: (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } }),
  unfollow: (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } }),
};
