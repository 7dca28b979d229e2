const repo = require('../repositories/profile.repository');
const { NotFoundError, ForbiddenError } = require('../routes/http-errors');

exports.get = async (username, viewerId) => {
  const user = await repo.findUser(username);
  if (!user) throw new NotFoundError('profile not found');
  const following = viewerId ? await repo.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
};
exports.follow = async (username, viewerId) => {
  const user = await repo.findUser(username);
  if (!user) throw new NotFoundError('profile not found');
  if (user.id === viewerId) throw new ForbiddenError('cannot follow yourself');
  await repo.follow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
};
