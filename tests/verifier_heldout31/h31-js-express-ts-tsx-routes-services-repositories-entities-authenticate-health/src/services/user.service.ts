import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { UserDto, UserEntity } from '../entities/user.entity.js';
import { UserRepository } from '../repositories/user.repository.js';

export class ServiceError extends Error {
  constructor(public status: number, public errors: Record<string, string[]>) {
    super('service error');
  }
}

const SECRET = process.env.JWT_SECRET ?? 'conduit-dev-secret';

export class UserService {
  constructor(private readonly users = new UserRepository()) {}

  private toDto(user: UserEntity): UserDto {
    const token = jwt.sign({ sub: user.id }, SECRET, { expiresIn: '7d' });
    return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
  }

  async register(input: { username: string; email: string; password: string }): Promise<UserDto> {
    if (await this.users.findByEmail(input.email)) throw new ServiceError(422, { email: ['has already been taken'] });
    const passwordHash = await bcrypt.hash(input.password, 10);
    return this.toDto(await this.users.create({ username: input.username, email: input.email, passwordHash }));
  }

  async login(email: string, password: string): Promise<UserDto> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new ServiceError(401, { 'email or password': ['is invalid'] });
    }
    return this.toDto(user);
  }

  verify(token: string): number {
    return Number((jwt.verify(token, SECRET) as jwt.JwtPayload).sub);
  }

  async current(id: number): Promise<UserDto> {
    const user = await this.users.findById(id);
    if (!user) throw new ServiceError(404, { user: ['not found'] });
    return this.toDto(user);
  }
}
