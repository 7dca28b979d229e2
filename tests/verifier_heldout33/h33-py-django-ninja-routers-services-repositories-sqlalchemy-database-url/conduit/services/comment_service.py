from conduit.models import Comment
from conduit.repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self, repo: CommentRepository | None = None):
        self.repo = repo or CommentRepository()

    def comments(self, slug):
        return self.repo.list_for(slug)

    def add(self, slug, author, body):
        return self.repo.add(Comment(article_slug=slug, author=author, body=body))

    def remove(self, comment_id, author):
        return self.repo.delete(comment_id, author) > 0
