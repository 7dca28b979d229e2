const { User, Follow } = require('../models');

exports.findByUsername = (username) => User.findOne({ where: { username } });
exports.follow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });
