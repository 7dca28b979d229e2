'use strict';
const userRepository = require('../repositories/user.repository');

async function getProfile(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) {
    const err = new Error('profile not found');
    err.status = 404;
    throw err;
  }
  return { username: user.username, bio: user.bio, image: user.image, following: false };
}

module.exports = { getProfile };
