'use strict';

const userRepository = require('../repositories/user-repository');

async function getProfileUser(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) {
    const err = new Error('profile not found');
    err.statusCode = 404;
    throw err;
  }
  return user;
}

function toProfile(user, following) {
  return { username: user.username, bio: user.bio, image: user.image, following };
}

module.exports = { getProfileUser, toProfile };
