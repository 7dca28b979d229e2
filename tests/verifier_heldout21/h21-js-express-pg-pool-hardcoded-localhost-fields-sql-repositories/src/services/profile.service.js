const userRepository = require('../repositories/user.repository');
const Profile = require('../models/profile');

async function getProfile(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
  return new Profile(user, following);
}

async function followUser(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  await userRepository.follow(viewerId, user.id);
  return new Profile(user, true);
}

module.exports = { getProfile, followUser };
