from conduit.repositories.sqlite import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
