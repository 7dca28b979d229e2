const { Follow, User } = require('../models');

const findById = (id) => User.findByPk(id);
const findByEmail = (email) => User.findOne({ where: { email } });
const findByUsername = (username) => User.findOne({ where: { username } });

const create = (fields) => User.create(fields);
const update = (user, changes) => user.update(changes);

async function follow(followerId, followeeId) {
  await Follow.findOrCreate({ where: { followerId, followeeId } });
}

async function unfollow(followerId, followeeId) {
  await Follow.destroy({ where: { followerId, followeeId } });
}

// Which of userIds the follower follows.
async function followedAmong(followerId, userIds) {
  const rows = await Follow.findAll({ attributes: ['followeeId'], where: { followerId, followeeId: userIds } });
  return new Set(rows.map((row) => row.followeeId));
}

async function followeeIds(followerId) {
  const rows = await Follow.findAll({ attributes: ['followeeId'], where: { followerId } });
  return rows.map((row) => row.followeeId);
}

module.exports = { findById, findByEmail, findByUsername, create, update, follow, unfollow, followedAmong, followeeIds };
