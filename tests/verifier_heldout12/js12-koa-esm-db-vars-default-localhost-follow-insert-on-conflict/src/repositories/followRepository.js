import { Follow, sequelize } from '../models/index.js';

export const followRepository = {
  async exists(followerId, followingId) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  },
  async add(followerId, followingId) {
    // idempotent follow in one round trip
    await sequelize.query(
      'INSERT INTO follows (follower_id, following_id) VALUES (:followerId, :followingId) ON CONFLICT DO NOTHING',
      { replacements: { followerId, followingId } },
    );
  },
  async remove(followerId, followingId) {
    await Follow.destroy({ where: { followerId, followingId } });
  },
};
