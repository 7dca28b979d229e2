import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/userRepository';
import { Profile } from '../models';

const SECRET = process.env.JWT_SECRET ?? 'ts-conduit';

export class ServiceError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export const userService = {
  verify(token: string): number {
    return (jwt.verify(token, SECRET) as { id: number }).id;
  },
  async register(input: { email: string; username: string; password: string }) {
    if (await userRepository.findByEmail(input.email)) throw new ServiceError(422, 'email already taken');
    const user = await userRepository.create({
      email: input.email,
      username: input.username,
      passwordHash: await bcrypt.hash(input.password, 10),
    });
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, SECRET) };
  },
  async profile(username: string): Promise<Profile> {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile not found');
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  },
};
