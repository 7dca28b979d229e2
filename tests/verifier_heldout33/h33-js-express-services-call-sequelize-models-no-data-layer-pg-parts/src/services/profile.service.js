const { User, Follow } = require('../models');

async function getProfile(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) throw Object.assign(new Error('profile not found'), { status: 404 });
  const following = viewerId ? !!(await Follow.findOne({ where: { followerId: viewerId, followingId: user.id } })) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(username, viewerId) {
  const user = await User.findOne({ where: { username } });
  if (!user) throw Object.assign(new Error('profile not found'), { status: 404 });
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}
module.exports = { getProfile, follow };
