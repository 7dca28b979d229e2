const users = require('../repositories/userRepository');

class NotFound extends Error {}

async function follow(followerId, username) {
  const target = await users.findByUsername(username);
  if (!target) throw new NotFound(username);
  await users.follow(followerId, target.id);
  return { username: target.username, bio: target.bio, image: target.image, following: true };
}

module.exports = { follow, NotFound };
