import bcrypt from 'bcryptjs';
import type { UserDao } from '../dao/user.dao.js';
import type { UserEntity } from '../entities/index.js';

export class AccountLogic {
  constructor(private readonly users: UserDao) {}

  async signUp(username: string, email: string, password: string): Promise<UserEntity> {
    if (await this.users.findByEmail(email)) throw Object.assign(new Error('email taken'), { statusCode: 422 });
    return this.users.insert({ username, email, password: await bcrypt.hash(password, 10) });
  }

  async signIn(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.users.findByEmail(email);
    return user && (await bcrypt.compare(password, user.password)) ? user : null;
  }

  byId(id: number) {
    return this.users.findById(id);
  }
}
