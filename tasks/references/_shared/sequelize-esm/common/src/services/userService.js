import { ConflictError, UnauthorizedError, ValidationError } from '../errors.js';
import { checkPassword, hashPassword } from '../lib/passwords.js';
import { createToken } from '../lib/tokens.js';
import * as users from '../repositories/userRepository.js';
import { requireObject, requireText } from './validation.js';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const authView = (user) => ({
  email: user.email,
  token: createToken(user),
  username: user.username,
  bio: user.bio,
  image: user.image,
});

function requireEmail(fields) {
  const email = requireText(fields, 'email');
  if (!EMAIL.test(email)) throw new ValidationError('email is invalid');
  return email;
}

// The checks in assertAvailable can lose a race to a concurrent request; the database catches it.
function rethrowTaken(err) {
  throw err instanceof ConflictError ? new ValidationError(`${err.field} has already been taken`) : err;
}

async function assertAvailable({ email, username }, currentId) {
  const [byEmail, byUsername] = await Promise.all([
    email === undefined ? null : users.findByEmail(email),
    username === undefined ? null : users.findByUsername(username),
  ]);
  if (byEmail && byEmail.id !== currentId) throw new ValidationError('email has already been taken');
  if (byUsername && byUsername.id !== currentId) throw new ValidationError('username has already been taken');
}

export async function register(input) {
  const fields = requireObject(input, 'user');
  const username = requireText(fields, 'username');
  const email = requireEmail(fields);
  const password = requireText(fields, 'password');
  await assertAvailable({ email, username });
  const passwordHash = await hashPassword(password);
  const user = await users.create({ username, email, passwordHash }).catch(rethrowTaken);
  return authView(user);
}

export async function login(input) {
  const fields = requireObject(input, 'user');
  const email = requireText(fields, 'email');
  const password = requireText(fields, 'password');
  const user = await users.findByEmail(email);
  if (!user || !(await checkPassword(password, user.passwordHash))) {
    throw new UnauthorizedError('email or password is invalid');
  }
  return authView(user);
}

// The caller's own record; a token for a deleted account no longer authenticates.
export async function requireUser(userId) {
  const user = await users.findById(userId);
  if (!user) throw new UnauthorizedError('user no longer exists');
  return user;
}

export async function current(userId) {
  return authView(await requireUser(userId));
}

export async function update(userId, input) {
  const fields = requireObject(input, 'user');
  const user = await requireUser(userId);
  const changes = {};
  if (fields.email !== undefined) changes.email = requireEmail(fields);
  if (fields.username !== undefined) changes.username = requireText(fields, 'username');
  if (fields.password !== undefined) changes.passwordHash = await hashPassword(requireText(fields, 'password'));
  for (const name of ['bio', 'image']) {
    if (fields[name] === undefined) continue;
    if (fields[name] !== null && typeof fields[name] !== 'string') {
      throw new ValidationError(`${name} must be a string`);
    }
    changes[name] = fields[name] ?? '';
  }
  await assertAvailable(changes, user.id);
  return authView(await users.update(user, changes).catch(rethrowTaken));
}
