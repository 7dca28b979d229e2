from conduit.models import Comment
from conduit.repositories.comments import CommentRepository


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    def list(self, slug: str):
        return self.repo.for_article(slug)

    def add(self, slug: str, author_id: int, body: str) -> Comment:
        return self.repo.add(Comment(article_slug=slug, author_id=author_id, body=body))
