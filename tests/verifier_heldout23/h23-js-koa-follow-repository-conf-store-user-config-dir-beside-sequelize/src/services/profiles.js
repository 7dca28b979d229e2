const users = require('../repositories/users');
const { notFound } = require('./errors');

const view = async (user, viewerId) => ({
  username: user.username, bio: user.bio, image: user.image, following: await users.isFollowing(viewerId, user.id),
});

exports.view = view;

exports.get = async (username, viewerId) => {
  const user = await users.byUsername(username);
  if (!user) throw notFound('profile');
  return view(user, viewerId);
};

exports.setFollow = async (username, viewerId, on) => {
  const user = await users.byUsername(username);
  if (!user) throw notFound('profile');
  if (on) await users.follow(viewerId, user.id);
  else await users.unfollow(viewerId, user.id);
  return view(user, viewerId);
};
