from api.repositories.comments import CommentRepository


def as_json(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.created_at.isoformat(), "author": {"username": c.author}}


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    def list(self, slug: str) -> list[dict]:
        return [as_json(c) for c in self.repo.for_article(slug)]

    def add(self, slug: str, author: str, body: str) -> dict:
        return as_json(self.repo.create(slug, author, body))
