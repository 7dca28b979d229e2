const repo = require('../repositories/profileRepository');

exports.getProfile = async (username, viewerId) => {
  const user = await repo.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await repo.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
};
