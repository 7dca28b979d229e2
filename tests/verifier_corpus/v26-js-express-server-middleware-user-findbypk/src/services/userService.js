const userRepository = require('../repositories/userRepository');

async function getById(id) {
  return userRepository.findById(id);
}

async function getProfile(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}

module.exports = { getById, getProfile };
