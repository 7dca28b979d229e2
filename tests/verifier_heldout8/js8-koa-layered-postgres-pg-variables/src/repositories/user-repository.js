const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  isFollowing: async (followerId, user) => (followerId ? user.hasFollower(followerId) : false),
};
