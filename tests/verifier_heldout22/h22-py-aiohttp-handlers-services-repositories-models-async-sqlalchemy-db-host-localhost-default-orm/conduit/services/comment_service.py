from conduit.repositories.comment_repository import CommentRepository


class CommentNotFound(Exception):
    pass


class CommentService:
    def __init__(self, repository: CommentRepository):
        self.repository = repository

    async def list(self, slug):
        return await self.repository.for_article(slug)

    async def add(self, slug, author_id, body):
        if not body:
            raise ValueError("body can't be blank")
        return await self.repository.add(slug, author_id, body)

    async def delete(self, comment_id, author_id):
        if await self.repository.remove(comment_id, author_id) == 0:
            raise CommentNotFound(comment_id)
