const follows = require('../repositories/followRepository');

// Shapes the "profile" object of the API responses.
async function presentProfile(user, viewerId) {
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: await follows.isFollowing(viewerId, user.id),
  };
}

module.exports = { presentProfile };
