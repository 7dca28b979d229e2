'use strict';

const users = require('../repositories/users');
const { hashPassword, verifyPassword } = require('../lib/password');
const { DuplicateError } = require('../repositories/errors');
const { UnauthorizedError, ValidationError } = require('./errors');
const { userView } = require('./presenters');

const takenError = (fields) => new ValidationError(fields.map((field) => `${field} has already been taken`));

/** Rejects with 422 when `email` or `username` (those given) already belong to someone. */
async function assertAvailable({ email, username }) {
  const taken = [];
  if (email !== undefined && (await users.exists({ email }))) taken.push('email');
  if (username !== undefined && (await users.exists({ username }))) taken.push('username');
  if (taken.length > 0) throw takenError(taken);
}

/** Runs a write; a concurrent request that took the email or username first also ends in 422. */
async function save(write) {
  try {
    return await write();
  } catch (error) {
    throw error instanceof DuplicateError ? takenError(error.fields) : error;
  }
}

async function register({ username, email, password }) {
  await assertAvailable({ email, username });
  const passwordHash = await hashPassword(password);
  return userView(await save(() => users.create({ username, email, passwordHash })));
}

async function login({ email, password }) {
  const user = await users.findByEmailWithPassword(email);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new UnauthorizedError('email or password is invalid');
  }
  return userView(user);
}

async function current(userId) {
  const user = await users.findById(userId);
  // A valid token whose user no longer exists is as good as no token.
  if (!user) throw new UnauthorizedError('User not found');
  return user;
}

async function getCurrent(userId) {
  return userView(await current(userId));
}

async function updateCurrent(userId, { email, username, password, bio, image }) {
  const user = await current(userId);
  await assertAvailable({
    email: email !== user.email ? email : undefined,
    username: username !== user.username ? username : undefined,
  });
  // Fields left undefined are not sent to the database, so they keep their value.
  const changes = { email, username, bio, image };
  if (password !== undefined) changes.passwordHash = await hashPassword(password);
  return userView(await save(() => users.update(userId, changes)));
}

module.exports = { register, login, getCurrent, updateCurrent };
