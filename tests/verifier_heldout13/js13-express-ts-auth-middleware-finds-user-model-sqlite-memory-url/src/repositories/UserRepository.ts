import { User } from '../models/User';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }

  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  create(data: { username: string; email: string; password: string }) {
    return User.create(data);
  }

  async update(user: User, changes: Partial<Pick<User, 'username' | 'email' | 'bio' | 'image' | 'password'>>) {
    return user.update(changes);
  }
}
