import { FollowModel, UserModel } from '../models';

export class UserRepository {
  byId(id: number) {
    return UserModel.findByPk(id);
  }

  byEmail(email: string) {
    return UserModel.findOne({ where: { email } });
  }

  create(data: { username: string; email: string; passwordHash: string }) {
    return UserModel.create(data);
  }

  async follows(followerId: number | undefined, followeeId: number) {
    if (!followerId) return false;
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }
}
