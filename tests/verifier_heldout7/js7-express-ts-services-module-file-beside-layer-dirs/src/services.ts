import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from './repositories/userRepository';
import type { User } from './models/user';

const SECRET = process.env.JWT_SECRET ?? 'change-me';

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

function authView(user: User) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio ?? null,
    image: user.image ?? null,
    token: jwt.sign({ sub: user.id }, SECRET, { expiresIn: '30d' }),
  };
}

export const userService = {
  async register(input: { username: string; email: string; password: string }) {
    if (await userRepository.byEmail(input.email)) throw new HttpError(422, 'email has already been taken');
    if (await userRepository.byUsername(input.username)) throw new HttpError(422, 'username has already been taken');
    const user = await userRepository.create({
      username: input.username,
      email: input.email,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return authView(user);
  },

  async login(email: string, password: string) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new HttpError(401, 'email or password is invalid');
    }
    return authView(user);
  },

  verify(token: string): number {
    return Number((jwt.verify(token, SECRET) as jwt.JwtPayload).sub);
  },
};

export const profileService = {
  async get(username: string, viewerId?: number) {
    const user = await userRepository.byUsername(username);
    if (!user) throw new HttpError(404, 'profile not found');
    const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
  },

  async follow(viewerId: number, username: string) {
    const user = await userRepository.byUsername(username);
    if (!user) throw new HttpError(404, 'profile not found');
    await userRepository.follow(viewerId, user.id);
    return this.get(username, viewerId);
  },
};
