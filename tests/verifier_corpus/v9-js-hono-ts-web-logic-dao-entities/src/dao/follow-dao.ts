import { FollowEntity } from '../entities/profile.js';

export const followDao = {
  async isFollowing(followerId: number, followeeId: number): Promise<boolean> {
    return (await FollowEntity.count({ where: { followerId, followeeId } })) > 0;
  },
  async follow(followerId: number, followeeId: number): Promise<void> {
    await FollowEntity.findOrCreate({ where: { followerId, followeeId } });
  },
  async unfollow(followerId: number, followeeId: number): Promise<void> {
    await FollowEntity.destroy({ where: { followerId, followeeId } });
  },
};
