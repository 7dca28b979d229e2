from conduit.models import Comment
from conduit.repositories.comments import CommentRepository


class CommentNotFound(Exception):
    pass


class CommentService:
    def __init__(self, repository: CommentRepository) -> None:
        self._repository = repository

    async def list(self, slug: str) -> list[Comment]:
        return await self._repository.for_article(slug)

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        if not body.strip():
            raise ValueError("body can't be blank")
        return await self._repository.add(Comment(article_slug=slug, author_id=author_id, body=body))

    async def delete(self, comment_id: int, author_id: int) -> None:
        if await self._repository.delete_owned(comment_id, author_id) == 0:
            raise CommentNotFound(comment_id)
