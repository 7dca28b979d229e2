// feature-begin: profiles
const { Follow, User } = require('../models');
// feature-else: profiles
// const { User } = require('../models');
// feature-end: profiles

const findById = (id) => User.findByPk(id);
const findByEmail = (email) => User.findOne({ where: { email } });
const findByUsername = (username) => User.findOne({ where: { username } });

const create = (fields) => User.create(fields);
const update = (user, changes) => user.update(changes);
// feature-begin: profiles

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
// feature-begin: articles

async function followeeIds(followerId) {
  const rows = await Follow.findAll({ attributes: ['followeeId'], where: { followerId } });
  return rows.map((row) => row.followeeId);
}
// feature-end: articles
// feature-end: profiles

module.exports = {
  findById,
  findByEmail,
  findByUsername,
  create,
  update,
  follow, // feature-line: profiles
  unfollow, // feature-line: profiles
  followedAmong, // feature-line: profiles
  followeeIds, // feature-line: profiles, articles
};
