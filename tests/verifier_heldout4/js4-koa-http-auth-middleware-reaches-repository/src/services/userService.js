const bcrypt = require('bcryptjs');
const users = require('../repositories/userRepository');
const tokens = require('./tokenService');

const asUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: tokens.issue(u) });
const fail = (status, message) => Object.assign(new Error(message), { status });

module.exports = {
  async register({ username, email, password }) {
    if (!username || !email || !password) throw fail(422, 'missing fields');
    if (await users.byEmail(email)) throw fail(422, 'email taken');
    return asUser(await users.create({ username, email, passwordHash: bcrypt.hashSync(password, 10) }));
  },
  async login({ email, password }) {
    const u = await users.byEmail(email);
    if (!u || !bcrypt.compareSync(password, u.passwordHash)) throw fail(401, 'bad credentials');
    return asUser(u);
  },
  asUser,
  async update(user, changes) {
    const data = { ...changes };
    if (data.password) { data.passwordHash = bcrypt.hashSync(data.password, 10); delete data.password; }
    return asUser(await users.save(user, data));
  },
  async profile(username, viewer) {
    const u = await users.byUsername(username);
    if (!u) throw fail(404, 'no such profile');
    return { username: u.username, bio: u.bio, image: u.image, following: viewer ? await users.follows(viewer.id, u.id) : false };
  },
};
