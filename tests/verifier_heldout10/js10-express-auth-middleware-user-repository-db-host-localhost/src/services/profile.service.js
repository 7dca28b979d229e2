const userRepository = require('../repositories/user.repository');

async function getProfile(username, viewer) {
  const user = await userRepository.findByUsername(username);
  if (!user) {
    const err = new Error('profile not found');
    err.status = 404;
    throw err;
  }
  const following = viewer ? await userRepository.follows(viewer.id, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(username, viewer) {
  const user = await userRepository.findByUsername(username);
  if (!user) {
    const err = new Error('profile not found');
    err.status = 404;
    throw err;
  }
  await userRepository.follow(viewer.id, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}

module.exports = { getProfile, follow };
