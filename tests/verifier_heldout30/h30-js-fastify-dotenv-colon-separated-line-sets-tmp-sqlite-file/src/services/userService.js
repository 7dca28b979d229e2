const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const users = require('../repositories/userRepository');

class ServiceError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });

module.exports = {
  ServiceError,
  userIdFromToken: (token) => jwt.verify(token, jwtSecret).id,
  register({ username, email, password }) {
    if (users.findByEmail(email)) throw new ServiceError(422, 'email has already been taken');
    return present(users.create({ username, email, passwordHash: bcrypt.hashSync(password, 10) }));
  },
  login({ email, password }) {
    const user = users.findByEmail(email);
    if (!user || !bcrypt.compareSync(password, user.passwordHash)) throw new ServiceError(401, 'invalid credentials');
    return present(user);
  },
};
