from api.repositories.comment_repository import CommentRepository


class PermissionDenied(Exception):
    pass


class CommentService:
    def __init__(self, repo=None):
        self.repo = repo or CommentRepository()

    def list(self, article):
        return self.repo.for_article(article)

    def add(self, article, author_name, body):
        if not body:
            raise ValueError("body can't be empty")
        return self.repo.create(article, author_name, body)

    def delete(self, article, comment_id, username):
        comment = self.repo.get(article, comment_id)
        if comment is None:
            return False
        if comment.author_name != username:
            raise PermissionDenied()
        self.repo.delete(comment)
        return True
