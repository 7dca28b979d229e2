const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const secret = process.env.JWT_SECRET || 'change-me';

const present = (u) => ({
  email: u.email,
  token: jwt.sign({ sub: u.id }, secret),
  username: u.username,
  bio: u.bio,
  image: u.image,
});

module.exports = {
  // Duplicate usernames/emails surface as the ORM's UniqueConstraintError; the HTTP layer maps it.
  async register({ username, email, password }) {
    const user = await users.create({ username, email, password: await bcrypt.hash(password || '', 10) });
    return present(user);
  },
  async login({ email, password }) {
    const user = await users.byEmail(email);
    if (!user || !(await bcrypt.compare(password || '', user.password))) return null;
    return present(user);
  },
  async update(id, changes) {
    const user = await users.byId(id);
    if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
    return present(await users.save(user, changes));
  },
  userIdFromToken(token) {
    return jwt.verify(token, secret).sub;
  },
};
