const { User } = require('../models');

exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.findById = (id) => User.findByPk(id);
exports.findByUsername = (username) => User.findOne({ where: { username } });
exports.create = (data) => User.create(data);
exports.isFollowing = async (followerId, user) => (followerId ? user.hasFollower(followerId) : false);
exports.follow = (followerId, user) => user.addFollower(followerId);
exports.unfollow = (followerId, user) => user.removeFollower(followerId);
