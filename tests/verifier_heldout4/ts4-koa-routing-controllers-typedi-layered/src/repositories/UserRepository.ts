import { Service } from 'typedi';
import { User } from '../entities/User';

@Service()
export class UserRepository {
  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  findById(id: number) {
    return User.findByPk(id);
  }

  create(data: { username: string; email: string; passwordHash: string }) {
    return User.create(data);
  }
}
