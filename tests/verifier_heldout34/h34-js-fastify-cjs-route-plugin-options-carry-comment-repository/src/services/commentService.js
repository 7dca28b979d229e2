class CommentService {
  constructor(comments) {
    this.comments = comments;
  }
  list(slug) {
    return this.comments.listBySlug(slug);
  }
  add(slug, userId, body) {
    return this.comments.insert(slug, userId, body);
  }
}

module.exports = { CommentService };
