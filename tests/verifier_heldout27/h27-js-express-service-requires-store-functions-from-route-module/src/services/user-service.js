const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'conduit-sqlite';

function toAuthJSON(user) {
  return { email: user.email, token: jwt.sign({ id: user.id }, SECRET), username: user.username, bio: user.bio, image: user.image };
}

module.exports = {
  register({ username, email, password }) {
    if (users.findByEmail(email)) throw Object.assign(new Error('email taken'), { status: 422 });
    return toAuthJSON(users.create({ username, email, password: bcrypt.hashSync(password, 10) }));
  },
  login({ email, password }) {
    const user = users.findByEmail(email);
    if (!user || !bcrypt.compareSync(password, user.password)) throw Object.assign(new Error('invalid'), { status: 401 });
    return toAuthJSON(user);
  },
  userFromToken(token) {
    return users.findById(jwt.verify(token, SECRET).id);
  },
  profileOf(userId) {
    const u = users.findById(userId);
    return { username: u.username, bio: u.bio, image: u.image, following: false };
  },
};
