import { User } from '../models';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }

  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  create(data: { email: string; username: string; passwordHash: string }) {
    return User.create(data);
  }
}
