import { createHash } from 'node:crypto';

const hash = (pw) => createHash('sha256').update(pw).digest('hex');

export const createUserService = ({ users, sign }) => ({
  async register({ username, email, password }) {
    if (!username || !email || !password) throw Object.assign(new Error('invalid user'), { statusCode: 422 });
    if (await users.findByEmail(email)) throw Object.assign(new Error('email taken'), { statusCode: 422 });
    const user = await users.insert({ username, email, passwordHash: hash(password) });
    return present(user, sign);
  },
  async login({ email, password }) {
    const user = await users.findByEmail(email);
    if (!user || user.passwordHash !== hash(password ?? '')) {
      throw Object.assign(new Error('invalid credentials'), { statusCode: 401 });
    }
    return present(user, sign);
  },
  async me(id) {
    return present(await users.findById(id), sign);
  },
});

const present = (u, sign) => ({
  email: u.email,
  username: u.username,
  bio: u.bio ?? null,
  image: u.image ?? null,
  token: sign({ id: u.id }),
});
