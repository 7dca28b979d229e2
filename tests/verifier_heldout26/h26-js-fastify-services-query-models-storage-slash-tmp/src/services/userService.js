'use strict';
const bcrypt = require('bcryptjs');
const { Op } = require('sequelize');
const { User } = require('../models');

async function register({ email, username, password }) {
  const exists = await User.findOne({ where: { [Op.or]: [{ email }, { username }] } });
  if (exists) {
    const err = new Error('email or username is already taken');
    err.statusCode = 422;
    throw err;
  }
  return User.create({ email, username, hash: await bcrypt.hash(password, 10) });
}

async function login({ email, password }) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.hash))) {
    const err = new Error('email or password is invalid');
    err.statusCode = 401;
    throw err;
  }
  return user;
}

const byId = (id) => User.findByPk(id);

module.exports = { register, login, byId };
