import argon2 from 'argon2';
import { SignJWT, jwtVerify } from 'jose';
import { usersRepo } from '../repositories/users.js';

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? 'koa-realworld-secret');

async function withToken(u) {
  const token = await new SignJWT({ uid: u.id }).setProtectedHeader({ alg: 'HS256' }).sign(key);
  return { email: u.email, username: u.username, bio: u.bio, image: u.image, token };
}

export const usersService = {
  async signUp({ username, email, password }) {
    return withToken(await usersRepo.add({ username, email, hash: await argon2.hash(password) }));
  },
  async signIn({ email, password }) {
    const u = await usersRepo.byEmail(email);
    return u && (await argon2.verify(u.hash, password)) ? withToken(u) : null;
  },
  async me(id) {
    const u = await usersRepo.byId(id);
    return u && withToken(u);
  },
  async update(id, changes) {
    return withToken(await usersRepo.patch(id, changes));
  },
  async identify(token) {
    try {
      const { payload } = await jwtVerify(token, key);
      return payload.uid;
    } catch {
      return null;
    }
  },
};
