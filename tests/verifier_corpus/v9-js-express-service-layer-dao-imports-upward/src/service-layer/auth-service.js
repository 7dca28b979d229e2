const jwt = require('jsonwebtoken');
const userDao = require('../dao/user-dao');

const secret = process.env.JWT_SECRET || 'secret';

async function userFromHeader(header) {
  if (!header || !header.startsWith('Token ')) return null;
  try {
    const { id } = jwt.verify(header.slice(6), secret);
    return await userDao.byId(id);
  } catch (e) {
    return null;
  }
}

module.exports = { userFromHeader };
