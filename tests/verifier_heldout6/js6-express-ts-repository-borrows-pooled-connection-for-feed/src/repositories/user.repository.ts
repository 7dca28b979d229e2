import { FollowModel, UserModel } from '../models';

export class UserRepository {
  byEmail(email: string) {
    return UserModel.findOne({ where: { email } });
  }
  byId(id: number) {
    return UserModel.findByPk(id);
  }
  create(data: { username: string; email: string; password: string }) {
    return UserModel.create({ ...data, bio: null, image: null });
  }
  async follows(followerId: number, followeeId: number) {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }
}
