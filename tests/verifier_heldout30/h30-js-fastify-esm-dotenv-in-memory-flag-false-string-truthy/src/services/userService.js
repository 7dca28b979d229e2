import bcrypt from 'bcryptjs';
import { UserRepository } from '../repositories/userRepository.js';

export class UserService {
  constructor(users = new UserRepository()) {
    this.users = users;
  }

  async register({ username, email, password }) {
    return this.users.create({ username, email, password: await bcrypt.hash(password, 10) });
  }

  async login({ email, password }) {
    const user = await this.users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) {
      throw Object.assign(new Error('email or password is invalid'), { statusCode: 401 });
    }
    return user;
  }

  current(id) {
    return this.users.byId(id);
  }
}
