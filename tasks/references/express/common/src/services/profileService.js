// feature-file: profiles
const { NotFoundError, ValidationError } = require('../errors');
const userRepository = require('../repositories/userRepository');
const { profileView } = require('./presenters');

async function findUser(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFoundError('profile not found');
  return user;
}

async function isFollowing(viewerId, user) {
  if (viewerId === undefined) return false;
  return (await userRepository.followedAmong(viewerId, [user.id])).has(user.id);
}

async function getProfile(username, viewerId) {
  const user = await findUser(username);
  return profileView(user, await isFollowing(viewerId, user));
}

async function follow(viewerId, username) {
  const user = await findUser(username);
  if (user.id === viewerId) throw new ValidationError('you cannot follow yourself');
  await userRepository.follow(viewerId, user.id);
  return profileView(user, true);
}

async function unfollow(viewerId, username) {
  const user = await findUser(username);
  await userRepository.unfollow(viewerId, user.id);
  return profileView(user, false);
}

module.exports = { getProfile, follow, unfollow };
