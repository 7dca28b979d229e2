from src.repositories.comments import CommentRepository


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    async def list(self, slug):
        return await self.repo.for_article(slug)

    async def add(self, slug, author, body):
        if not body or not body.strip():
            raise ValueError("body can't be blank")
        return await self.repo.add(slug, author, body.strip())
