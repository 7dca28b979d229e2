const { User } = require('../models');

module.exports = {
  byUsername: (username) => User.findOne({ where: { username } }),
  isFollowedBy: (user, followerId) => user.hasFollower(followerId),
  addFollower: (user, followerId) => user.addFollower(followerId),
  removeFollower: (user, followerId) => user.removeFollower(followerId),
};
