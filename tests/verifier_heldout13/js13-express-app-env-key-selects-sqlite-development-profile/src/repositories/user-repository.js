const { User, Follow } = require('../models');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  insert: (fields) => User.create(fields),
  save: (user, fields) => user.update(fields),
  isFollowing: async (followerId, followingId) =>
    !!followerId && (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } }),
};
