const users = require('../repositories/userRepository');

async function findProfileUser(username) {
  const user = await users.byUsername(username);
  if (!user) {
    const err = new Error('Profile not found');
    err.statusCode = 404;
    throw err;
  }
  return user;
}

function toProfile(user, following) {
  return { username: user.username, bio: user.bio || null, image: user.image || null, following };
}

module.exports = { findProfileUser, toProfile };
