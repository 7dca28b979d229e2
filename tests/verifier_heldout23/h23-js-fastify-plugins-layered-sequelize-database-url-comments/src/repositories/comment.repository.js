class CommentRepository {
  constructor({ Comment, User }) {
    this.Comment = Comment;
    this.User = User;
  }

  forArticle(articleId) {
    return this.Comment.findAll({ where: { articleId }, include: [{ model: this.User, as: 'author' }], order: [['createdAt', 'ASC']] });
  }

  async create(attrs) {
    const comment = await this.Comment.create(attrs);
    return this.Comment.findByPk(comment.id, { include: [{ model: this.User, as: 'author' }] });
  }

  byId(id) { return this.Comment.findByPk(id); }
  destroy(comment) { return comment.destroy(); }
}

module.exports = CommentRepository;
