from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    async def get(self, slug: str) -> dict:
        article = await self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return {"slug": article["slug"], "title": article["title"], "description": article["description"], "body": article["body"]}
