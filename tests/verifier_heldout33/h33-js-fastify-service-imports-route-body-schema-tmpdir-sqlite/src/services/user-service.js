import bcrypt from 'bcryptjs';
import { USERNAME_MAX } from '../routes/schemas.js';
import * as users from '../repositories/user-repository.js';
import { toUser } from '../models/user.js';

export async function register({ username, email, password }) {
  if (username.length > USERNAME_MAX) throw Object.assign(new Error('username is too long'), { statusCode: 422 });
  if (users.findByEmail(email)) throw Object.assign(new Error('email has already been taken'), { statusCode: 422 });
  const id = users.insert(username, email, await bcrypt.hash(password, 10));
  return toUser(users.findById(id));
}
