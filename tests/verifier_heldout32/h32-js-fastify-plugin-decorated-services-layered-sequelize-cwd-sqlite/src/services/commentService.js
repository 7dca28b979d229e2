class ForbiddenError extends Error {}

function makeCommentService(comments) {
  return {
    ForbiddenError,
    list: (slug) => comments.listForArticle(slug),
    add: (slug, author, body) => comments.create({ articleSlug: slug, authorName: author, body }),
    async remove(id, author) {
      const c = await comments.findById(id);
      if (!c) return false;
      if (c.authorName !== author) throw new ForbiddenError();
      await comments.remove(id);
      return true;
    },
  };
}

module.exports = { makeCommentService, ForbiddenError };
