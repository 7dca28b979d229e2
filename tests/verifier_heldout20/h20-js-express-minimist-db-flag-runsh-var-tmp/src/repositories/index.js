const { UserRepository } = require('./userRepository');
const { TagRepository } = require('./tagRepository');

exports.makeRepositories = (db) => ({ users: new UserRepository(db), tags: new TagRepository(db) });
