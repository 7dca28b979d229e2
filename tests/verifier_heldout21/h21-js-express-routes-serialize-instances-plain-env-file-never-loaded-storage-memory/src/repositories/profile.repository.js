const { User, Follow } = require('../models');

exports.findUserByUsername = (username) => User.findOne({ where: { username } });
exports.isFollowing = async (followerId, followingId) =>
  (await Follow.count({ where: { followerId, followingId } })) > 0;
exports.follow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });
exports.unfollow = (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } });
