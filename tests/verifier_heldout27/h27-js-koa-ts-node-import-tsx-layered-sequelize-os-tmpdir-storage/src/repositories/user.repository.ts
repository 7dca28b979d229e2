import { User } from '../models/index.js';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }

  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  create(data: { username: string; email: string; passwordHash: string }) {
    return User.create(data);
  }
}
