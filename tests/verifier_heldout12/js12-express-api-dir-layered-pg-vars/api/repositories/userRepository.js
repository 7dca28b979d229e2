const { User, Follow } = require('../models');

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

async function isFollowing(followerId, followingId) {
  if (!followerId) return false;
  const row = await Follow.findOne({ where: { followerId, followingId } });
  return Boolean(row);
}

async function follow(followerId, followingId) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
}

async function unfollow(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
}

module.exports = { findByEmail, findByUsername, findById, create, update, isFollowing, follow, unfollow };
