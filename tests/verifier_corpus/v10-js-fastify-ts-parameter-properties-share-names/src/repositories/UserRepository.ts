import { User } from '../models/User';

export class UserRepository {
  constructor(private readonly users: typeof User) {}

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOne({ where: { username } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email } });
  }

  create(username: string, email: string): Promise<User> {
    return this.users.create({ username, email, bio: null, image: null });
  }
}
