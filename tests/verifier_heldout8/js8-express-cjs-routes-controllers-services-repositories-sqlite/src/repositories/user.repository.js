const { User } = require('../models');

const findById = (id) => User.findByPk(id);
const findByEmail = (email) => User.findOne({ where: { email } });
const findByUsername = (username) => User.findOne({ where: { username } });
const create = (data) => User.create(data);
const update = (user, changes) => user.update(changes);

async function isFollowing(followerId, user) {
  if (!followerId) return false;
  const count = await user.countFollowers({ where: { id: followerId } });
  return count > 0;
}

const follow = (follower, target) => target.addFollower(follower);
const unfollow = (follower, target) => target.removeFollower(follower);

module.exports = { findById, findByEmail, findByUsername, create, update, isFollowing, follow, unfollow };
