const users = require('../repositories/userRepository');
exports.get = async (username) => {
  const u = await users.findByUsername(username);
  return u && { username: u.username, bio: u.bio, image: u.image, following: false };
};
