const { User, Follow } = require('../models');

module.exports = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
};
