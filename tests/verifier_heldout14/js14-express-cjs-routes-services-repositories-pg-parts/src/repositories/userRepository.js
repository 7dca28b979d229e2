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

async function create(data) {
  return User.create(data);
}

async function update(user, changes) {
  return user.update(changes);
}

async function isFollowing(follower, target) {
  if (!follower) return false;
  return follower.hasFollowing(target);
}

module.exports = { findByEmail, findByUsername, findById, create, update, isFollowing };
