const { User } = require('../models');

exports.findByUsername = (username) => User.findOne({ where: { username } });
exports.isFollowing = async (viewerId, target) => target.hasFollower(viewerId);
exports.setFollow = (viewerId, target, on) => (on ? target.addFollower(viewerId) : target.removeFollower(viewerId));
