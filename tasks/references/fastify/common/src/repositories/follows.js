'use strict';
// feature-file: profiles

const { Follow } = require('../models');

async function add(followerId, followingId) {
  // Following twice is not an error: the existing row is kept.
  await Follow.bulkCreate([{ followerId, followingId }], { ignoreDuplicates: true });
}

async function remove(followerId, followingId) {
  await Follow.destroy({ where: { followerId, followingId } });
}

// feature-begin: articles
/** Ids of the users `followerId` follows. */
async function followedIds(followerId) {
  const rows = await Follow.findAll({ attributes: ['followingId'], where: { followerId } });
  return rows.map((row) => row.followingId);
}

// feature-end: articles
/** The subset of `userIds` that `followerId` follows, as a Set. */
async function followedAmong(followerId, userIds) {
  const rows = await Follow.findAll({
    attributes: ['followingId'],
    where: { followerId, followingId: userIds },
  });
  return new Set(rows.map((row) => row.followingId));
}

module.exports = {
  add,
  remove,
  followedIds, // feature-line: articles
  followedAmong,
};
