const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'realworld-secret';

class AuthService {
  sign(user) {
    return jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '2d' });
  }

  verify(token) {
    return jwt.verify(token, SECRET);
  }

  async register({ email, username, password }) {
    const hashed = await bcrypt.hash(password, 10);
    return userRepository.create({ email, username, password: hashed });
  }

  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user) return null;
    return (await bcrypt.compare(password, user.password)) ? user : null;
  }

  currentUser(id) {
    return userRepository.findById(id);
  }
}

module.exports = new AuthService();
