import bcrypt from 'bcryptjs';
import { Service } from 'fastify-decorators';
import { UserRepository } from '../repositories/user.repository';

@Service()
export class UserService {
  constructor(private readonly users: UserRepository) {}

  async register(username: string, email: string, password: string) {
    return this.users.create({ username, email, password: await bcrypt.hash(password, 10) });
  }

  async login(email: string, password: string) {
    const user = await this.users.byEmail(email);
    return user && (await bcrypt.compare(password, user.password)) ? user : null;
  }

  byId(id: number) {
    return this.users.byId(id);
  }
}
