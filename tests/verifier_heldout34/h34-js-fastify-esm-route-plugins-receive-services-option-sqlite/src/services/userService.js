import crypto from 'node:crypto';

function hash(password) {
  return crypto.createHash('sha256').update(password).digest('hex');
}

export class UserService {
  constructor(userRepository) {
    this.users = userRepository;
  }
  async register({ username, email, password }) {
    const user = await this.users.create({ username, email, passwordHash: hash(password) });
    return { username: user.username, email: user.email, bio: user.bio, image: user.image };
  }
  async login({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || user.passwordHash !== hash(password)) return null;
    return { username: user.username, email: user.email, bio: user.bio, image: user.image };
  }
}
