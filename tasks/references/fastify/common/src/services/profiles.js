'use strict';
// feature-file: profiles

const users = require('../repositories/users');
const follows = require('../repositories/follows');
const { NotFoundError } = require('./errors');
const { profileView } = require('./presenters');

async function findUser(username) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFoundError('Profile');
  return user;
}

async function isFollowing(viewerId, userId) {
  if (viewerId === null) return false;
  return (await follows.followedAmong(viewerId, [userId])).has(userId);
}

async function get(username, viewerId) {
  const user = await findUser(username);
  return profileView(user, await isFollowing(viewerId, user.id));
}

async function follow(viewerId, username) {
  const user = await findUser(username);
  await follows.add(viewerId, user.id);
  return profileView(user, true);
}

async function unfollow(viewerId, username) {
  const user = await findUser(username);
  await follows.remove(viewerId, user.id);
  return profileView(user, false);
}

module.exports = { get, follow, unfollow };
