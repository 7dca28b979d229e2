from app.repositories.comment_repository import CommentRepository


class CommentNotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    def list(self, slug):
        return self.repo.for_article(slug)

    def add(self, slug, author, body):
        if not body or not body.strip():
            raise ValueError("body can't be blank")
        return self.repo.create(slug, author, body)

    def remove(self, comment_id, username):
        comment = self.repo.get(comment_id)
        if comment is None:
            raise CommentNotFound(comment_id)
        if comment.author_username != username:
            raise Forbidden(comment_id)
        self.repo.delete(comment)
