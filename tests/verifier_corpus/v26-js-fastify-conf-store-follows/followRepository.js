const Conf = require('conf');

const store = new Conf({ projectName: 'conduit', configName: 'follows' });

async function follow(followerId, followingId) {
  const list = store.get(String(followerId), []);
  if (!list.includes(followingId)) store.set(String(followerId), [...list, followingId]);
}

async function isFollowing(followerId, followingId) {
  return store.get(String(followerId), []).includes(followingId);
}

module.exports = { follow, isFollowing };
