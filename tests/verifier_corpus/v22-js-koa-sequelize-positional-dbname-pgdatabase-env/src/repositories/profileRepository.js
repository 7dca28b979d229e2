const User = require('../models/user');
const Follow = require('../models/follow');

exports.findByUsername = (username) => User.findOne({ where: { username } });

exports.isFollowing = async (followerId, followingId) =>
  (await Follow.count({ where: { followerId, followingId } })) > 0;

exports.follow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });
