const users = require('../repositories/userRepository');

exports.register = async ({ email, username, password } = {}) => {
  const errors = {};
  if (!email) errors.email = ["can't be blank"];
  if (!username) errors.username = ["can't be blank"];
  if (!password) errors.password = ["can't be blank"];
  if (!errors.email && (await users.findByEmail(email))) errors.email = ['has already been taken'];
  if (!errors.username && (await users.findByUsernameInsensitive(username))) errors.username = ['has already been taken'];
  if (Object.keys(errors).length) {
    const err = new Error('validation');
    err.status = 422;
    err.errors = errors;
    throw err;
  }
  const user = await users.create({ email, username, password });
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token: `u${user.id}` };
};
