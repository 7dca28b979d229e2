const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

exports.login = async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !bcrypt.compareSync(password, user.password)) {
    ctx.status = 401;
    ctx.body = { errors: { body: ['email or password is invalid'] } };
    return;
  }
  ctx.body = { user: { email, username: user.username, bio: user.bio, image: user.image,
    token: jwt.sign({ id: user.id }, 'secret') } };
};
