import { UserModel } from '../models';

export class UserRepository {
  findByEmail(email: string) { return UserModel.findOne({ where: { email } }); }
  create(data: { username: string; email: string; passwordHash: string }) { return UserModel.create(data); }
}
