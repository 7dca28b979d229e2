import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User, UserView } from '../models';
import { UserRepository } from '../repositories/UserRepository';
import { ServiceError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'tsoa-conduit';

export class UserService {
  constructor(private readonly users: UserRepository) {}

  view(user: User): UserView {
    return { email: user.email, token: jwt.sign({ id: user.id }, SECRET), username: user.username, bio: user.bio, image: user.image };
  }

  async register(input: { username: string; email: string; password: string }): Promise<UserView> {
    if (await this.users.findByEmail(input.email)) throw new ServiceError(422, { email: ['has already been taken'] });
    const user = await this.users.create({ username: input.username, email: input.email, passwordHash: await bcrypt.hash(input.password, 10) });
    return this.view(user);
  }

  async login(input: { email: string; password: string }): Promise<UserView> {
    const user = await this.users.findByEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) throw new ServiceError(401, { credentials: ['invalid'] });
    return this.view(user);
  }

  async fromToken(token: string): Promise<User | null> {
    const payload = jwt.verify(token, SECRET) as { id: number };
    return this.users.findById(payload.id);
  }
}

export const userService = new UserService(new UserRepository());
