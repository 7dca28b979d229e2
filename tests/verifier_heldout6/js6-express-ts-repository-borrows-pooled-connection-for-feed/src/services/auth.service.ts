import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { UserRepository } from '../repositories/user.repository';

const SECRET = process.env.JWT_SECRET ?? 'dev-secret';

export class AuthService {
  constructor(private readonly users: UserRepository) {}

  verify(token: string): number {
    return (jwt.verify(token, SECRET) as { uid: number }).uid;
  }

  async register(username: string, email: string, password: string) {
    const user = await this.users.create({ username, email, password: await bcrypt.hash(password, 10) });
    return { username, email, bio: null, image: null, token: jwt.sign({ uid: user.id }, SECRET) };
  }

  async login(email: string, password: string) {
    const user = await this.users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) return null;
    return { username: user.username, email, bio: user.bio, image: user.image, token: jwt.sign({ uid: user.id }, SECRET) };
  }
}
