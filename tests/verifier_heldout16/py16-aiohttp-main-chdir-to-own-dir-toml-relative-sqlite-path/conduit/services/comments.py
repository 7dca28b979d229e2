from conduit.repositories.comments import CommentRepository


class EmptyBody(Exception):
    pass


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    def list(self, slug):
        return self.repo.for_article(slug)

    def add(self, slug, author, body):
        if not body or not body.strip():
            raise EmptyBody()
        return self.repo.add(slug, author, body.strip())
