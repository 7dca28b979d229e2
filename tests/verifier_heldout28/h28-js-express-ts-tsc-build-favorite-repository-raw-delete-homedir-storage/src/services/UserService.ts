import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { UserRepository } from '../repositories/UserRepository';
import { AppError } from './errors';

const SECRET = process.env.JWT_SECRET || 'conduit';

export class UserService {
  constructor(private users = new UserRepository()) {}

  verify(token: string): number {
    return (jwt.verify(token, SECRET) as { id: number }).id;
  }

  private view(u: { id: number; email: string; username: string; bio: string | null; image: string | null }) {
    return { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) };
  }

  async register(input: { email: string; username: string; password: string }) {
    const user = await this.users.create({
      email: input.email,
      username: input.username,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return this.view(user);
  }

  async login(input: { email: string; password: string }) {
    const user = await this.users.findByEmail(input.email);
    if (!user || !(await bcrypt.compare(input.password, user.passwordHash))) throw new AppError(401, 'invalid credentials');
    return this.view(user);
  }
}
