const bcrypt = require('bcryptjs');
const token = require('../utils/token');
const { unprocessable, unauthorized, notFound } = require('../utils/errors');

class UserService {
  constructor(users) { this.users = users; }

  present(user) {
    return { email: user.email, token: token.sign(user), username: user.username, bio: user.bio, image: user.image };
  }

  async register({ username, email, password }) {
    if (!username || !email || !password) throw unprocessable({ body: ['missing fields'] });
    if (await this.users.findByEmail(email)) throw unprocessable({ email: ['has already been taken'] });
    if (await this.users.findByUsername(username)) throw unprocessable({ username: ['has already been taken'] });
    return this.present(await this.users.create({ username, email, password: await bcrypt.hash(password, 10) }));
  }

  async login({ email, password }) {
    const user = await this.users.findByEmail(email || '');
    if (!user || !(await bcrypt.compare(password || '', user.password))) throw unauthorized();
    return this.present(user);
  }

  async current(id) {
    const user = await this.users.findById(id);
    if (!user) throw notFound('user');
    return this.present(user);
  }

  async update(id, changes) {
    const user = await this.users.findById(id);
    if (!user) throw notFound('user');
    const patch = {};
    for (const k of ['email', 'username', 'bio', 'image']) if (changes[k] !== undefined) patch[k] = changes[k];
    if (changes.password) patch.password = await bcrypt.hash(changes.password, 10);
    return this.present(await this.users.update(user, patch));
  }
}

module.exports = UserService;
