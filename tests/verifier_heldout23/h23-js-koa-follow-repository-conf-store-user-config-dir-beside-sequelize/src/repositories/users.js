const { User } = require('../models');
const follows = require('./follows');

exports.byId = (id) => User.findByPk(id);
exports.byEmail = (email) => User.findOne({ where: { email } });
exports.byUsername = (username) => User.findOne({ where: { username } });
exports.insert = (attrs) => User.create(attrs);
exports.patch = (user, attrs) => user.update(attrs);

exports.isFollowing = async (followerId, followedId) => follows.isFollowing(followerId, followedId);
exports.follow = async (followerId, followedId) => follows.follow(followerId, followedId);
exports.unfollow = async (followerId, followedId) => follows.unfollow(followerId, followedId);
exports.followedIds = async (followerId) => follows.followedIds(followerId);
