import bcrypt from 'bcryptjs';
import { User } from '../models/user.model.js';

export class UserService {
  async register(email: string, username: string, password: string) {
    return User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  }

  async login(email: string, password: string) {
    const user = await User.findOne({ where: { email } });
    return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
  }

  find(id: number) {
    return User.findByPk(id);
  }
}

export const userService = new UserService();
