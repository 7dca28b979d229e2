'use strict';

const { User } = require('../models');
const plain = require('./plain');
const { guardUnique } = require('./errors');

async function findById(id) {
  return plain(await User.findByPk(id));
}

// feature-begin: profiles
async function findByUsername(username) {
  return plain(await User.findOne({ where: { username } }));
}

// feature-end: profiles
/** The only lookup that returns the password hash, for checking credentials. */
async function findByEmailWithPassword(email) {
  return plain(await User.scope('withPassword').findOne({ where: { email } }));
}

/** `where` is one column and value, e.g. { email: 'a@b.c' }. */
async function exists(where) {
  return (await User.count({ where })) > 0;
}

async function create(fields) {
  const { passwordHash, ...user } = plain(await guardUnique(() => User.create(fields)));
  return user;
}

async function update(id, changes) {
  await guardUnique(() => User.update(changes, { where: { id } }));
  return findById(id);
}

module.exports = {
  findById,
  findByUsername, // feature-line: profiles
  findByEmailWithPassword,
  exists,
  create,
  update,
};
