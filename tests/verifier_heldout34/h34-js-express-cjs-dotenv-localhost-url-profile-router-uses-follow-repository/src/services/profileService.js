const userRepository = require('../repositories/userRepository');
const followRepository = require('../repositories/followRepository');
const { Profile } = require('../models/profile');

async function getProfile(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await followRepository.isFollowing(viewerId, user.id) : false;
  return new Profile(user, following);
}

module.exports = { getProfile };
