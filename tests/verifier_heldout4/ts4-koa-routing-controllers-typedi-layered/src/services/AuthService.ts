import { Service } from 'typedi';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { HttpError } from 'routing-controllers';
import { UserRepository } from '../repositories/UserRepository';
import { User } from '../entities/User';

const SECRET = process.env.JWT_SECRET ?? 'change-me';

@Service()
export class AuthService {
  constructor(private readonly users: UserRepository) {}

  private present(user: User) {
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ sub: user.id }, SECRET) };
  }

  async register(username: string, email: string, password: string) {
    if (await this.users.findByEmail(email)) throw new HttpError(422, 'email is already taken');
    return this.present(await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  }

  async login(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new HttpError(401, 'invalid credentials');
    return this.present(user);
  }

  async currentUser(authorization?: string) {
    if (!authorization) return null;
    try {
      const { sub } = jwt.verify(authorization.replace(/^(Token|Bearer) /, ''), SECRET) as unknown as { sub: number };
      return this.users.findById(sub);
    } catch {
      return null;
    }
  }
}
