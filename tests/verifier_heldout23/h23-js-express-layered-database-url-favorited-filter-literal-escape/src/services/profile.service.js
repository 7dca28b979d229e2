const users = require('../repositories/user.repository');
const { notFound, unprocessable } = require('../utils/errors');

async function toProfile(user, viewerId) {
  return { username: user.username, bio: user.bio, image: user.image, following: await users.isFollowing(viewerId, user.id) };
}

async function get(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound('profile');
  return toProfile(user, viewerId);
}

async function follow(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound('profile');
  if (user.id === viewerId) throw unprocessable({ profile: ['cannot follow yourself'] });
  await users.follow(viewerId, user.id);
  return toProfile(user, viewerId);
}

async function unfollow(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound('profile');
  await users.unfollow(viewerId, user.id);
  return toProfile(user, viewerId);
}

module.exports = { get, follow, unfollow, toProfile };
