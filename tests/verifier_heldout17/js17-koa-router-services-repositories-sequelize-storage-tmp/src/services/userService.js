const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const SECRET = process.env.JWT_SECRET || 'koa-secret';

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.register = async ({ username, email, password }) =>
  present(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
exports.current = async (id) => present(await users.findById(id));
exports.update = async (id, changes) => present(await users.update(await users.findById(id), changes));
