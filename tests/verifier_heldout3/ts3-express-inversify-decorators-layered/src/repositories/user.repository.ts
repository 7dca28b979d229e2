import { injectable } from 'inversify';
import { User } from '../models/user.model';

@injectable()
export class UserRepository {
  findByEmail(email: string): Promise<User | null> {
    return User.findOne({ where: { email } });
  }

  findById(id: number): Promise<User | null> {
    return User.findByPk(id);
  }

  create(data: { username: string; email: string; passwordHash: string }): Promise<User> {
    return User.create(data);
  }
}
