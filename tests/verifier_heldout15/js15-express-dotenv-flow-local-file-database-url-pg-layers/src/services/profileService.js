const users = require('../repositories/userRepository');

class NotFound extends Error {}

async function getProfile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFound('profile');
  const following = viewerId ? await users.isFollowing(viewerId, user.id) : false;
  return user.toProfile(following);
}

async function followUser(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFound('profile');
  await users.follow(viewerId, user.id);
  return user.toProfile(true);
}

module.exports = { getProfile, followUser, NotFound };
