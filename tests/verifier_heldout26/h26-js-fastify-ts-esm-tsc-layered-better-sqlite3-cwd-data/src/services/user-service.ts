import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import type { UserRepository } from '../repositories/user-repository.js';
import type { Profile, User } from '../models/user.js';
import { ServiceError } from './errors.js';

const SECRET = process.env.JWT_SECRET ?? 'conduit-ts-secret';

export function createUserService(users: UserRepository) {
  const authUser = (u: User) => ({
    email: u.email,
    token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '10d' }),
    username: u.username,
    bio: u.bio,
    image: u.image,
  });

  const profileOf = (u: User, viewerId?: number): Profile => ({
    username: u.username,
    bio: u.bio,
    image: u.image,
    following: viewerId ? users.isFollowing(viewerId, u.id) : false,
  });

  return {
    userIdFromToken(token: string): number {
      return (jwt.verify(token, SECRET) as { id: number }).id;
    },
    register(input: { email?: string; username?: string; password?: string }) {
      const { email, username, password } = input;
      if (!email || !username || !password) throw new ServiceError(422, 'email, username and password are required');
      if (users.findByEmail(email) || users.findByUsername(username)) throw new ServiceError(422, 'already taken');
      return authUser(users.create(email, username, bcrypt.hashSync(password, 10)));
    },
    login(input: { email?: string; password?: string }) {
      const user = input.email ? users.findByEmail(input.email) : undefined;
      if (!user || !bcrypt.compareSync(input.password ?? '', user.passwordHash)) throw new ServiceError(401, 'invalid credentials');
      return authUser(user);
    },
    current(id: number) {
      const user = users.findById(id);
      if (!user) throw new ServiceError(404, 'user not found');
      return authUser(user);
    },
    profile(username: string, viewerId?: number) {
      const user = users.findByUsername(username);
      if (!user) throw new ServiceError(404, 'profile not found');
      return profileOf(user, viewerId);
    },
    follow(username: string, viewerId: number, on: boolean) {
      const user = users.findByUsername(username);
      if (!user) throw new ServiceError(404, 'profile not found');
      users.setFollowing(viewerId, user.id, on);
      return profileOf(user, viewerId);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
