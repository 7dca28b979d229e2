import { UserModel } from '../models/user.model';

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
}
