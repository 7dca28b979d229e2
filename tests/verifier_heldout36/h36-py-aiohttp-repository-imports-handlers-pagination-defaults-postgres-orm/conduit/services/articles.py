class ArticleService:
    def __init__(self, repo):
        self.repo = repo

    async def list(self, limit, offset, author=None):
        items, count = await self.repo.page(limit, offset, author)
        return [{"slug": a.slug, "title": a.title, "author": {"username": a.author}} for a in items], count
