const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { ServiceError } = require('./errors');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class UserService {
  constructor({ userRepository }) {
    this.users = userRepository;
  }

  token(user) {
    return jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  }

  toAuthJSON(user) {
    return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: this.token(user) };
  }

  async register({ username, email, password }) {
    if (await this.users.findByEmail(email)) throw new ServiceError(422, 'email has already been taken');
    if (await this.users.findByUsername(username)) throw new ServiceError(422, 'username has already been taken');
    const user = await this.users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return this.toAuthJSON(user);
  }

  async login({ email, password }) {
    const user = await this.users.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      throw new ServiceError(401, 'email or password is invalid');
    }
    return this.toAuthJSON(user);
  }

  async current(userId) {
    const user = await this.users.findById(userId);
    if (!user) throw new ServiceError(404, 'user not found');
    return this.toAuthJSON(user);
  }

  async profile(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile not found');
    const viewer = viewerId ? await this.users.findById(viewerId) : null;
    const following = await this.users.isFollowing(viewer, user);
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw new ServiceError(404, 'profile not found');
    const viewer = await this.users.findById(viewerId);
    await this.users.follow(viewer, user);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }
}

module.exports = UserService;
