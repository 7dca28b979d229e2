const { Profile, Follow } = require('../models');

module.exports = {
  byUsername: (username) => Profile.findOne({ where: { username } }),
  isFollowing: async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
};
