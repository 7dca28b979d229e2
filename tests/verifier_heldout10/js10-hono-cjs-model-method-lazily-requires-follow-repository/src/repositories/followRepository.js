const Follow = require('../models/follow');

async function exists(followerId, followedId) {
  return (await Follow.count({ where: { followerId, followedId } })) > 0;
}

async function add(followerId, followedId) {
  await Follow.findOrCreate({ where: { followerId, followedId } });
}

async function remove(followerId, followedId) {
  await Follow.destroy({ where: { followerId, followedId } });
}

module.exports = { exists, add, remove };
