import bcrypt from 'bcryptjs';
import { UserRepository } from '../repositories/UserRepository';

export class UserService {
  constructor(private readonly repo = new UserRepository()) {}

  async register(username: string, email: string, password: string) {
    if (await this.repo.byEmail(email)) return null;
    return this.repo.add(username, email, await bcrypt.hash(password, 10));
  }

  async authenticate(email: string, password: string) {
    const user = await this.repo.byEmail(email);
    return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
  }
}
