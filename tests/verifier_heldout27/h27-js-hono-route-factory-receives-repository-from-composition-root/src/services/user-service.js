import bcrypt from 'bcryptjs';
import { sign } from 'hono/jwt';

export const JWT_SECRET = process.env.JWT_SECRET ?? 'hono-layers';

export class UserService {
  constructor({ userRepository }) {
    this.users = userRepository;
  }

  async view(u) {
    return { email: u.email, token: await sign({ id: u.id }, JWT_SECRET), username: u.username, bio: u.bio, image: u.image };
  }

  async register({ username, email, password }) {
    return this.view(await this.users.create({ username, email, password: await bcrypt.hash(password, 10) }));
  }

  async login({ email, password }) {
    const u = await this.users.byEmail(email);
    return u && (await bcrypt.compare(password, u.password)) ? this.view(u) : null;
  }
}
