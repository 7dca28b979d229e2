module.exports = function followRepository(pg) {
  return {
    async exists(followerId, followedId) {
      const { rowCount } = await pg.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
      return rowCount > 0;
    },
    async add(followerId, followedId) {
      await pg.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [followerId, followedId]);
    },
    async remove(followerId, followedId) {
      await pg.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
    },
  };
};
