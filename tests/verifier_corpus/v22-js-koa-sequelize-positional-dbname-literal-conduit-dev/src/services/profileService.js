const profiles = require('../repositories/profileRepository');

async function getProfile(username, viewerId) {
  const user = await profiles.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await profiles.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(username, viewerId) {
  const user = await profiles.findByUsername(username);
  if (!user) return null;
  await profiles.follow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}

module.exports = { getProfile, follow };
