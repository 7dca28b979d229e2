from core.repositories.comment_repository import CommentRepository


class CommentError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


class CommentService:
    def __init__(self, repo: CommentRepository | None = None):
        self.repo = repo or CommentRepository()

    def list(self, slug: str):
        return self.repo.for_article(slug)

    def add(self, slug: str, author: str, body: str):
        if not body.strip():
            raise CommentError(422, "body can't be blank")
        return self.repo.create(slug, author, body)

    def remove(self, comment_id: int, username: str):
        comment = self.repo.get(comment_id)
        if comment is None:
            raise CommentError(404, "comment not found")
        if comment.author_username != username:
            raise CommentError(403, "forbidden")
        self.repo.delete(comment)
