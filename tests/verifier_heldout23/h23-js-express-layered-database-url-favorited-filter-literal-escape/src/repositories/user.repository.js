const { User, Follow } = require('../models');

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

async function isFollowing(followerId, followingId) {
  if (!followerId) return false;
  const count = await Follow.count({ where: { followerId, followingId } });
  return count > 0;
}

async function follow(followerId, followingId) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
}

async function unfollow(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
}

async function followingIds(followerId) {
  const rows = await Follow.findAll({ where: { followerId }, attributes: ['followingId'] });
  return rows.map((r) => r.followingId);
}

module.exports = { findById, findByEmail, findByUsername, create, update, isFollowing, follow, unfollow, followingIds };
