const { User } = require('../models');

async function findByEmail(email) {
  return User.findOne({ where: { email } });
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function findById(id) {
  return User.findByPk(id);
}

async function create(fields) {
  return User.create(fields);
}

async function update(user, fields) {
  return user.update(fields);
}

async function isFollowing(followerId, user) {
  if (!followerId) return false;
  const count = await user.countFollowers({ where: { id: followerId } });
  return count > 0;
}

async function follow(followerId, user) {
  await user.addFollower(followerId);
}

async function unfollow(followerId, user) {
  await user.removeFollower(followerId);
}

module.exports = { findByEmail, findByUsername, findById, create, update, isFollowing, follow, unfollow };
