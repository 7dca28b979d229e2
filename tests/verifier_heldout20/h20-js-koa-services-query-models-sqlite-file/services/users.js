const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

exports.login = async ({ email, password }) => {
  const user = await User.findOne({ where: { email } });
  if (!user || !bcrypt.compareSync(password, user.password)) return null;
  return { username: user.username, email, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, 'secret') };
};
