const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

function present(user) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio || null,
    image: user.image || null,
    token: jwt.sign({ id: user.id }, SECRET),
  };
}

exports.register = async ({ username, email, password }) => {
  const hash = await bcrypt.hash(password, 10);
  const user = await userRepository.create({ username, email, password: hash });
  return present(user);
};

exports.login = async ({ email, password }) => {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return present(user);
};

exports.verify = (token) => jwt.verify(token, SECRET).id;
