import { User } from '../models/User';

export class UserRepository {
  byEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  add(username: string, email: string, passwordHash: string) {
    return User.create({ username, email, passwordHash } as any);
  }
}
