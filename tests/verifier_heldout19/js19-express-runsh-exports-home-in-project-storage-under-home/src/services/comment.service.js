const Comment = require('../models/comment');

class CommentService {
  constructor(comments, users) { this.comments = comments; this.users = users; }
  listFor(slug) {
    return this.comments.forArticle(slug).map((row) => Comment.fromRow(row, this.users.byId(row.author_id)));
  }
}

module.exports = CommentService;
