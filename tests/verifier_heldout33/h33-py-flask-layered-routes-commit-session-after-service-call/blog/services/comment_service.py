from blog.models import Comment
from blog.repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self):
        self.repo = CommentRepository()

    def list(self, slug):
        return self.repo.for_article(slug)

    def add(self, slug, author, body):
        return self.repo.add(Comment(article_slug=slug, author=author, body=body))

    def delete(self, comment_id, author):
        comment = self.repo.get(comment_id)
        if comment is None or comment.author != author:
            return False
        self.repo.remove(comment)
        return True
