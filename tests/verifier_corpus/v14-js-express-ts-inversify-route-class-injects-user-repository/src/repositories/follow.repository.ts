import { injectable } from 'inversify';
import { FollowEntity, IFollowRepository } from '../entities/user';

@injectable()
export class SequelizeFollowRepository implements IFollowRepository {
  async follow(followerId: number, followingId: number) {
    await FollowEntity.findOrCreate({ where: { followerId, followingId } });
  }

  async unfollow(followerId: number, followingId: number) {
    await FollowEntity.destroy({ where: { followerId, followingId } });
  }

  async isFollowing(followerId: number, followingId: number) {
    return (await FollowEntity.count({ where: { followerId, followingId } })) > 0;
  }
}
