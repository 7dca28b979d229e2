import { sequelize } from './sequelize.js';
import { Follow } from './models.js';

export async function isFollowing(followerId, followeeId) {
  return (await Follow.count({ where: { followerId, followeeId } })) > 0;
}

// Follow / unfollow in one transaction; the pg client that holds the
// transaction runs the statement so the upsert stays atomic.
export async function setFollowing(followerId, followeeId, on) {
  await sequelize.transaction(async (t) => {
    const client = t.connection;
    if (on) {
      await client.query(
        'INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [followerId, followeeId],
      );
    } else {
      await client.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
    }
  });
}
