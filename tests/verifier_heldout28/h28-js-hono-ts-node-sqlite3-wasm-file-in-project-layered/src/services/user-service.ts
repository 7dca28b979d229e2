import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { userRepository } from '../repositories/user-repository';
import { ProfileView, User } from '../models/user';
import { AppError } from './errors';

const SECRET = process.env.JWT_SECRET ?? 'wasm-conduit';

const authView = (u: User) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }),
});

export const userService = {
  tokenUserId(token: string): number {
    return (jwt.verify(token, SECRET) as { id: number }).id;
  },
  register(input: { email: string; username: string; password: string }) {
    if (userRepository.findByEmail(input.email)) throw new AppError(422, 'email has already been taken');
    if (userRepository.findByUsername(input.username)) throw new AppError(422, 'username has already been taken');
    return authView(userRepository.insert(input.email, input.username, bcrypt.hashSync(input.password, 10)));
  },
  login(input: { email: string; password: string }) {
    const user = userRepository.findByEmail(input.email);
    if (!user || !bcrypt.compareSync(input.password, user.passwordHash)) throw new AppError(401, 'invalid credentials');
    return authView(user);
  },
  profile(username: string, viewerId?: number): ProfileView {
    const user = userRepository.findByUsername(username);
    if (!user) throw new AppError(404, 'profile not found');
    const following = viewerId ? userRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  },
  follow(username: string, viewerId: number): ProfileView {
    const user = userRepository.findByUsername(username);
    if (!user) throw new AppError(404, 'profile not found');
    userRepository.follow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  },
};
