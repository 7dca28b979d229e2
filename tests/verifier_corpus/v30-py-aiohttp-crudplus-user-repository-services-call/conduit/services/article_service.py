from conduit.repositories.article_repository import ArticleRepository
from conduit.services.profile_service import NotFound


class ArticleService:
    def __init__(self, session_factory, articles: ArticleRepository | None = None):
        self.session_factory = session_factory
        self.articles = articles or ArticleRepository()

    async def get(self, slug: str) -> dict:
        async with self.session_factory() as session:
            article = await self.articles.by_slug(session, slug)
        if article is None:
            raise NotFound(slug)
        return {"slug": article.slug, "title": article.title, "description": article.description, "body": article.body}
