import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/user-repository';
import { UserEntity } from '../models/user';
import { ServiceError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'conduit-local-secret';

export class AuthService {
  constructor(private readonly users: UserRepository) {}

  token(user: UserEntity) {
    return jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  }

  verify(token: string): number {
    return (jwt.verify(token, SECRET) as { id: number }).id;
  }

  async register(input: { username?: string; email?: string; password?: string }) {
    if (!input.username || !input.email || !input.password) throw new ServiceError(422, 'body', 'missing fields');
    if (await this.users.findByUsername(input.username)) throw new ServiceError(409, 'username', 'has already been taken');
    const user = await this.users.create({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) });
    return { ...user, token: this.token(user) };
  }

  async login(input: { email?: string; password?: string }) {
    const found = input.email ? await this.users.findByEmailWithHash(input.email) : null;
    if (!found || !(await bcrypt.compare(input.password ?? '', found.passwordHash))) {
      throw new ServiceError(401, 'credentials', 'invalid');
    }
    return { ...found.user, token: this.token(found.user) };
  }
}
