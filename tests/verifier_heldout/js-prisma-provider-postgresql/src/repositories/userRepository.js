const { prisma } = require('../prisma');

const findById = (id) => prisma.user.findUnique({ where: { id } });
const findByEmail = (email) => prisma.user.findUnique({ where: { email } });
const findByUsername = (username) => prisma.user.findUnique({ where: { username } });
const create = (data) => prisma.user.create({ data });

module.exports = { findById, findByEmail, findByUsername, create };
