const users = require('../repositories/userRepository');

exports.updateUser = (user, input) => {
  const changes = {};
  for (const k of ['email', 'username', 'bio', 'image']) if (input[k] !== undefined) changes[k] = input[k];
  return users.update(user, changes);
};
