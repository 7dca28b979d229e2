const { User, Follow } = require('../models');

exports.byId = (id) => User.findByPk(id);
exports.byEmail = (email) => User.findOne({ where: { email } });
exports.byUsername = (username) => User.findOne({ where: { username } });
exports.insert = (attrs) => User.create(attrs);
exports.patch = (user, attrs) => user.update(attrs);

exports.isFollowing = async (followerId, followedId) =>
  !!followerId && (await Follow.count({ where: { followerId, followedId } })) > 0;
exports.follow = (followerId, followedId) => Follow.findOrCreate({ where: { followerId, followedId } });
exports.unfollow = (followerId, followedId) => Follow.destroy({ where: { followerId, followedId } });
exports.followedIds = async (followerId) =>
  (await Follow.findAll({ where: { followerId }, attributes: ['followedId'] })).map((f) => f.followedId);
