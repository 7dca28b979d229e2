import bcrypt from 'bcryptjs';
import { inject, injectable } from 'inversify';
import jwt from 'jsonwebtoken';
import { TYPES } from '../config/types';
import { UserRepository } from '../repositories/user.repository';
import { HttpError } from './article.service';

const SECRET = process.env.JWT_SECRET ?? 'conduit-dev-secret';

@injectable()
export class UserService {
  constructor(@inject(TYPES.UserRepository) private readonly users: UserRepository) {}

  async register(input: { username: string; email: string; password: string }) {
    if (await this.users.findByEmail(input.email)) throw new HttpError(422, 'email has already been taken');
    const user = await this.users.create({
      username: input.username,
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return this.present(user.id, user.username, user.email, user.bio, user.image);
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpError(401, 'invalid credentials');
    return this.present(user.id, user.username, user.email, user.bio, user.image);
  }

  viewerId(authorization?: string): number | undefined {
    const token = authorization?.replace(/^Token /, '');
    if (!token) return undefined;
    return (jwt.verify(token, SECRET) as { id: number }).id;
  }

  private present(id: number, username: string, email: string, bio: string | null, image: string | null) {
    return { email, username, bio, image, token: jwt.sign({ id }, SECRET, { expiresIn: '7d' }) };
  }
}
