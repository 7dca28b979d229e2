from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug: str):
        return await self.repo.by_slug(slug)

    async def many(self, slugs: list[str]):
        return await self.repo.by_slugs(slugs)
