const { User, Follow } = require('../models');

function toProfile(user, following) {
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function getProfile(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  const follow = viewerId ? await Follow.findOne({ where: { followerId: viewerId, followingId: user.id } }) : null;
  return toProfile(user, Boolean(follow));
}

async function follow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return toProfile(user, true);
}

async function unfollow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  await Follow.destroy({ where: { followerId: viewerId, followingId: user.id } });
  return toProfile(user, false);
}

module.exports = { getProfile, follow, unfollow };
