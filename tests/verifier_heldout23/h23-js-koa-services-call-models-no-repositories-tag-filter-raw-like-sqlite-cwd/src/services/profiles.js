const { User, Follow } = require('../models');
const { notFound } = require('./errors');

const isFollowing = async (followerId, followedId) =>
  !!followerId && (await Follow.count({ where: { followerId, followedId } })) > 0;

const view = async (user, viewerId) => ({
  username: user.username, bio: user.bio, image: user.image, following: await isFollowing(viewerId, user.id),
});

exports.view = view;

exports.get = async (username, viewerId) => {
  const user = await User.findOne({ where: { username } });
  if (!user) throw notFound('profile');
  return view(user, viewerId);
};

exports.setFollow = async (username, viewerId, on) => {
  const user = await User.findOne({ where: { username } });
  if (!user) throw notFound('profile');
  if (on) await Follow.findOrCreate({ where: { followerId: viewerId, followedId: user.id } });
  else await Follow.destroy({ where: { followerId: viewerId, followedId: user.id } });
  return view(user, viewerId);
};
