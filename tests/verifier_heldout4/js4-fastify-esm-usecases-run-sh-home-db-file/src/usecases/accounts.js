import bcrypt from 'bcryptjs';
import { usersStore } from '../data-access/users.js';

export class UseCaseError extends Error {
  constructor(statusCode, message) { super(message); this.statusCode = statusCode; }
}

export async function signUp({ username, email, password }) {
  if (await usersStore.byEmail(email)) throw new UseCaseError(422, 'email already registered');
  return usersStore.insert({ username, email, passwordHash: await bcrypt.hash(password, 10) });
}

export async function signIn({ email, password }) {
  const user = await usersStore.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) throw new UseCaseError(401, 'invalid credentials');
  return user;
}

export const findUser = (id) => usersStore.byId(id);
