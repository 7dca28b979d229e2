const { Follow } = require('../models');

module.exports = {
  async isFollowing(followerId, followingId) {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
