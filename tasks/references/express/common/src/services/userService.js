const { UnauthorizedError, ValidationError } = require('../errors');
const { hashPassword, verifyPassword } = require('../security/passwords');
const { createToken } = require('../security/tokens');
const userRepository = require('../repositories/userRepository');
const { optionalStrings, requireEmail, requireStrings } = require('./validation');

const authView = (user) => ({
  email: user.email,
  token: createToken(user.id),
  username: user.username,
  bio: user.bio,
  image: user.image,
});

// Rejects an email or username that belongs to a user other than exceptId.
async function assertAvailable({ email, username }, exceptId) {
  const takenBy = async (find, value) => {
    const owner = value === undefined ? null : await find(value);
    return owner !== null && owner.id !== exceptId;
  };
  const taken = [];
  if (await takenBy(userRepository.findByEmail, email)) taken.push('email has already been taken');
  if (await takenBy(userRepository.findByUsername, username)) taken.push('username has already been taken');
  if (taken.length > 0) throw new ValidationError(taken);
}

async function currentUser(userId) {
  const user = await userRepository.findById(userId);
  if (!user) throw new UnauthorizedError('user no longer exists');
  return user;
}

async function register(input) {
  const { username, email, password } = requireStrings(input, ['username', 'email', 'password']);
  requireEmail(email);
  await assertAvailable({ email, username });
  const user = await userRepository.create({ username, email, passwordHash: await hashPassword(password) });
  return authView(user);
}

async function login(input) {
  const { email, password } = requireStrings(input, ['email', 'password']);
  const user = await userRepository.findByEmail(email);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new UnauthorizedError('email or password is invalid');
  }
  return authView(user);
}

async function getCurrent(userId) {
  return authView(await currentUser(userId));
}

async function update(userId, input) {
  const user = await currentUser(userId);
  const { password, ...changes } = optionalStrings(input, ['email', 'username', 'password', 'bio', 'image'], {
    nonBlank: ['email', 'username', 'password'],
  });
  if (changes.email !== undefined) requireEmail(changes.email);
  await assertAvailable(changes, user.id);
  if (password !== undefined) changes.passwordHash = await hashPassword(password);
  return authView(await userRepository.update(user, changes));
}

module.exports = { register, login, getCurrent, update };
