from entities.tables import Comment
from persistence.comment_repository import CommentRepository


class NotFound(Exception):
    pass


class CommentService:
    def __init__(self, repo=None):
        self.repo = repo or CommentRepository()

    def list(self, slug):
        article = self.repo.article(slug)
        if article is None:
            raise NotFound(slug)
        return self.repo.for_article(article.id)

    def add(self, slug, author_id, body):
        article = self.repo.article(slug)
        if article is None:
            raise NotFound(slug)
        return self.repo.add(Comment(body=body, article_id=article.id, author_id=author_id))
