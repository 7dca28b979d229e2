from src.models.comment import Comment
from src.repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self, repo=None):
        self.repo = repo or CommentRepository()

    def list(self, slug):
        article_id = self.repo.article_id_for(slug)
        return [] if article_id is None else self.repo.for_article(article_id)

    def add(self, slug, author_id, body):
        article_id = self.repo.article_id_for(slug)
        if article_id is None:
            return None
        return self.repo.add(Comment(article_id=article_id, author_id=author_id, body=body))
