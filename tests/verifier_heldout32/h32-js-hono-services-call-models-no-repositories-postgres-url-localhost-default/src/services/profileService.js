const { User, Follow } = require('../models');

async function follow(viewerId, username) {
  const user = await User.findOne({ where: { username } });
  if (!user) return null;
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}

module.exports = { follow };
