'use strict';
const { Op } = require('sequelize');
const { User, Follow } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  existsWithEmailOrUsername: async (email, username) =>
    (await User.count({ where: { [Op.or]: [{ email }, { username }] } })) > 0,
  create: (data) => User.create(data),
  update: (user, changes) => user.update(changes),
  isFollowing: async (followerId, followedId) =>
    (await Follow.count({ where: { followerId, followedId } })) > 0,
  follow: (followerId, followedId) => Follow.findOrCreate({ where: { followerId, followedId } }),
  unfollow: (followerId, followedId) => Follow.destroy({ where: { followerId, followedId } }),
};
