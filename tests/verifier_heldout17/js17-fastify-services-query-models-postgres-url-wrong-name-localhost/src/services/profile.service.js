const { User, Follow } = require('../models');

async function getProfile(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0 : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return getProfile(username, viewerId);
}

module.exports = { getProfile, follow };
