import { FollowModel, UserModel } from '../models/profile.model';

export class ProfileRepository {
  findUser(username: string) {
    return UserModel.findOne({ where: { username } });
  }
  async isFollowing(followerId: number, followeeId: number) {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }
  async follow(followerId: number, followeeId: number) {
    await FollowModel.findOrCreate({ where: { followerId, followeeId } });
  }
  async unfollow(followerId: number, followeeId: number) {
    await FollowModel.destroy({ where: { followerId, followeeId } });
  }
}
