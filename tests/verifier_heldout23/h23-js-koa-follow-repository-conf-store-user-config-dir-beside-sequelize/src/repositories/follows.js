// The follow graph is tiny and read on every profile/article view, so it is kept
// in a small persistent key-value store instead of a join table.
const Conf = require('conf');

const store = new Conf({
  projectName: 'conduit-api',
  configName: 'follows',
  defaults: { following: {} },
});

const key = (followerId) => `following.${followerId}`;

exports.isFollowing = (followerId, followedId) =>
  !!followerId && store.get(key(followerId), []).includes(followedId);

exports.follow = (followerId, followedId) => {
  const list = store.get(key(followerId), []);
  if (!list.includes(followedId)) store.set(key(followerId), [...list, followedId]);
};

exports.unfollow = (followerId, followedId) => {
  store.set(key(followerId), store.get(key(followerId), []).filter((id) => id !== followedId));
};

exports.followedIds = (followerId) => store.get(key(followerId), []);
