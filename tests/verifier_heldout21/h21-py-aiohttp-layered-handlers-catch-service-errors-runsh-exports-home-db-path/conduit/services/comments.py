from conduit.models import Comment
from conduit.repositories import CommentRepository
from conduit.services.errors import ValidationFailed


class CommentService:
    def __init__(self, repository: CommentRepository) -> None:
        self.repository = repository

    async def list(self, slug: str) -> list[Comment]:
        return await self.repository.for_article(slug)

    async def add(self, slug: str, author: str, body: str) -> Comment:
        if not body or not body.strip():
            raise ValidationFailed("body", "can't be empty")
        return await self.repository.add(slug, author, body.strip())
