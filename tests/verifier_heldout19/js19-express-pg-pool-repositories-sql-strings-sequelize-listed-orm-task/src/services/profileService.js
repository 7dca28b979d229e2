const userRepository = require('../repositories/userRepository');
const Profile = require('../models/Profile');

async function getProfile(username, viewer) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  const following = viewer ? await userRepository.isFollowing(viewer.id, user.id) : false;
  return new Profile(user, following).toJSON();
}

module.exports = { getProfile };
