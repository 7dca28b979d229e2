'use strict';
const { Op } = require('sequelize');

module.exports = function usersRepository({ User }) {
  return {
    byId: (id) => User.findByPk(id),
    byEmail: (email) => User.findOne({ where: { email } }),
    byUsername: (username) => User.findOne({ where: { username } }),
    conflicting: (email, username) => User.findOne({ where: { [Op.or]: [{ email }, { username }] } }),
    insert: (values) => User.create(values),
    isFollowing: (followerId, user) => user.hasFollower(followerId),
    setFollowing: (followerId, user, on) => (on ? user.addFollower(followerId) : user.removeFollower(followerId)),
  };
};
