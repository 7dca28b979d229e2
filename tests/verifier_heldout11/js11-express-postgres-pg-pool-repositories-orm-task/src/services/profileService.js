const users = require('../repositories/userRepository');
exports.getProfile = async (username) => {
  const u = await users.findByUsername(username);
  if (!u) { const e = new Error('profile not found'); e.status = 404; throw e; }
  return { username: u.username, bio: u.bio, image: u.image, following: false };
};
