from conduit.models import Comment, User
from conduit.repositories.comments import CommentRepository


class CommentService:
    def __init__(self, comments: CommentRepository) -> None:
        self.comments = comments

    async def add(self, author: User, slug: str, body: str) -> Comment:
        if not body.strip():
            raise ValueError("body can't be blank")
        return await self.comments.insert(Comment(article_slug=slug, author_id=author.id, body=body))

    async def list(self, slug: str) -> list[Comment]:
        return await self.comments.for_article(slug)
