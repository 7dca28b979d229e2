// Follow/unfollow run on every profile page; a dedicated client avoids the Sequelize overhead.
const { Client } = require('pg');
const { sequelize } = require('./db');

let client;
async function conn() {
  if (!client) {
    const { host, port, database, username, password } = sequelize.config;
    client = new Client({ host, port, database, user: username, password });
    await client.connect();
  }
  return client;
}

exports.isFollowing = async (followerId, followeeId) => {
  const c = await conn();
  const { rowCount } = await c.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
  return rowCount > 0;
};
exports.follow = async (followerId, followeeId) => {
  const c = await conn();
  await c.query('INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followeeId]);
};
exports.unfollow = async (followerId, followeeId) => {
  const c = await conn();
  await c.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
};
