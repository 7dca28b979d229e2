const { User, Follow } = require('../models');

module.exports = {
  byUsername: (username) => User.findOne({ where: { username } }),
  following: async (followerId, followeeId) => Boolean(await Follow.findOne({ where: { followerId, followeeId } })),
  follow: (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } }),
  unfollow: (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } }),
};
