from conduit.data_access.comments import CommentGateway
from conduit.entities import Comment


class CommentInteractor:
    def __init__(self, comments: CommentGateway):
        self.comments = comments

    async def list(self, slug: str) -> list[Comment]:
        return await self.comments.for_article(slug)

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        return await self.comments.add(Comment(article_slug=slug, author_id=author_id, body=body))
