import { injectable } from 'inversify';
import { UserModel } from '../models';

@injectable()
export class UserRepository {
  findById(id: number) {
    return UserModel.findByPk(id);
  }
  findByEmail(email: string) {
    return UserModel.findOne({ where: { email } });
  }
  create(data: { username: string; email: string; passwordHash: string }) {
    return UserModel.create(data);
  }
}
