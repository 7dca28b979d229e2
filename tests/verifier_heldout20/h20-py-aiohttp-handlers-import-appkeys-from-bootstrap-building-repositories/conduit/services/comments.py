from conduit.repositories.comments import CommentRepository


class NotFound(Exception):
    pass


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    async def list(self, slug: str):
        article_id = await self.repo.article_id(slug)
        if article_id is None:
            raise NotFound("article")
        return await self.repo.list_for(article_id)

    async def add(self, slug: str, author_id: int, body: str):
        if not body or not body.strip():
            raise ValueError("body can't be blank")
        article_id = await self.repo.article_id(slug)
        if article_id is None:
            raise NotFound("article")
        return await self.repo.add(article_id, author_id, body)

    async def delete(self, comment_id: int, author_id: int) -> None:
        if await self.repo.remove(comment_id, author_id) == 0:
            raise NotFound("comment")
