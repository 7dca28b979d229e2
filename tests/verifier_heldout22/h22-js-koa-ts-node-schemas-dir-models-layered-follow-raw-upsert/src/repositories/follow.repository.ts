import { FollowSchema } from '../schemas/user.schema';
import { sequelize } from '../sequelize';

export const followRepository = {
  async follow(followerId: number, followingId: number) {
    await sequelize.query(
      'INSERT INTO follows ("followerId", "followingId") VALUES (:followerId, :followingId) ON CONFLICT DO NOTHING',
      { replacements: { followerId, followingId } },
    );
  },
  unfollow: (followerId: number, followingId: number) => FollowSchema.destroy({ where: { followerId, followingId } }),
  isFollowing: async (followerId: number, followingId: number) =>
    (await FollowSchema.count({ where: { followerId, followingId } })) > 0,
};
