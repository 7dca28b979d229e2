from conduit.models import Comment, User
from conduit.repositories.comments import CommentRepository


class CommentService:
    def __init__(self, comments: CommentRepository) -> None:
        self.comments = comments

    async def list(self, slug: str) -> list[Comment]:
        return await self.comments.for_article(slug)

    async def add(self, slug: str, author: User, body: str) -> Comment:
        if not body.strip():
            raise ValueError("body can't be blank")
        return await self.comments.insert(slug, author, body)
