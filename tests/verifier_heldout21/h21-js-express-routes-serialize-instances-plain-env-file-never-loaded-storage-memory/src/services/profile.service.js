const repo = require('../repositories/profile.repository');

class NotFoundError extends Error {}

async function getProfile(username, viewerId) {
  const user = await repo.findUserByUsername(username);
  if (!user) throw new NotFoundError('profile not found');
  const following = viewerId ? await repo.isFollowing(viewerId, user.id) : false;
  return { user, following };
}

async function setFollow(username, viewerId, follow) {
  const user = await repo.findUserByUsername(username);
  if (!user) throw new NotFoundError('profile not found');
  if (follow) await repo.follow(viewerId, user.id); else await repo.unfollow(viewerId, user.id);
  return { user, following: follow };
}

module.exports = { getProfile, setFollow, NotFoundError };
