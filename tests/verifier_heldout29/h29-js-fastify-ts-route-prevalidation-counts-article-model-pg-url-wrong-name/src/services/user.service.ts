import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { config } from '../config';
import { UserRepository } from '../repositories/user.repository';

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  token(id: number) { return jwt.sign({ id }, config.jwtSecret); }
  verify(token: string) { return (jwt.verify(token, config.jwtSecret) as { id: number }).id; }

  async register(username: string, email: string, password: string) {
    const user = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: this.token(user.id) };
  }

  async login(email: string, password: string) {
    const user = await this.users.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: this.token(user.id) };
  }
}
