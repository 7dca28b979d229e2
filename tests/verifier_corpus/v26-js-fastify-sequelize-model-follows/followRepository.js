const { Follow } = require('./models');

async function follow(followerId, followingId) {
  await Follow.findOrCreate({ where: { followerId, followingId } });
}

async function isFollowing(followerId, followingId) {
  return (await Follow.count({ where: { followerId, followingId } })) > 0;
}

module.exports = { follow, isFollowing };
