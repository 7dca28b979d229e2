from app.models import Comment
from app.repositories.comments import CommentRepository


class CommentService:
    def __init__(self, repo=None):
        self.repo = repo or CommentRepository()

    def list(self, slug):
        return self.repo.for_article(slug)

    def add(self, slug, author_id, body):
        if not body:
            raise ValueError("body can't be blank")
        return self.repo.add(Comment(article_slug=slug, author_id=author_id, body=body))

    def delete(self, comment_id):
        self.repo.remove(comment_id)
