'use strict';

const userRepository = require('../repositories/userRepository');

module.exports = {
  async profile(username) {
    const user = await userRepository.byUsername(username);
    return user && { username: user.username, bio: user.bio, image: user.image, following: false };
  },
};
