const Database = require('better-sqlite3');
const UserRepository = require('./repositories/user.repository');
const CommentRepository = require('./repositories/comment.repository');
const UserService = require('./services/user.service');
const CommentService = require('./services/comment.service');

// composition root: opens the database and wires the layers, nothing else
function buildContainer(config) {
  const db = new Database(config.databaseFile);
  db.pragma('journal_mode = WAL');
  const users = new UserRepository(db);
  const comments = new CommentRepository(db);
  users.init();
  comments.init();
  return {
    userService: new UserService(users, config.jwtSecret),
    commentService: new CommentService(comments, users),
  };
}

module.exports = { buildContainer };
