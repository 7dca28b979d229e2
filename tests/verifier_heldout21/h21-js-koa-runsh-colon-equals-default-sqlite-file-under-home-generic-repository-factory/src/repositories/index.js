const createRepository = require('./base.repository');
const { User, Article } = require('../models');
module.exports = { users: createRepository(User), articles: createRepository(Article) };
