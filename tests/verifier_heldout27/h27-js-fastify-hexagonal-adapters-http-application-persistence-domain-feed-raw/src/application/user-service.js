import bcrypt from 'bcryptjs';
import { User } from '../domain/user.js';
import { DomainError } from '../domain/errors.js';

export class UserService {
  constructor({ users }) {
    this.users = users;
  }

  async register({ username, email, password }) {
    if (await this.users.byEmail(email)) throw new DomainError('invalid', { email: ['has already been taken'] });
    return this.users.add(new User({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  }

  async login({ email, password }) {
    const user = await this.users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new DomainError('unauthorized', { credentials: ['invalid'] });
    }
    return user;
  }

  current(id) {
    return this.users.byId(id);
  }
}
