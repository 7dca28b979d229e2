export function createCommentService({ commentRepository }) {
  return {
    list: (slug) => commentRepository.listForArticle(slug),
    add: (slug, authorId, body) => commentRepository.add({ articleSlug: slug, authorId, body }),
    async remove(id, userId) {
      const comment = await commentRepository.findById(id);
      if (!comment) return 'not_found';
      if (comment.authorId !== userId) return 'forbidden';
      await commentRepository.remove(comment);
      return 'ok';
    },
  };
}
