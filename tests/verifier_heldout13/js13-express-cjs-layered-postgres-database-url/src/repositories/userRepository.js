const { User } = require('../models');

async function findById(id) {
  return User.findByPk(id);
}

async function findByEmail(email) {
  return User.findOne({ where: { email } });
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function create(data) {
  return User.create(data);
}

async function update(user, changes) {
  return user.update(changes);
}

async function isFollowing(followerId, user) {
  if (!followerId) return false;
  return user.hasFollower(followerId);
}

async function follow(followerId, user) {
  await user.addFollower(followerId);
}

async function unfollow(followerId, user) {
  await user.removeFollower(followerId);
}

module.exports = { findById, findByEmail, findByUsername, create, update, isFollowing, follow, unfollow };
