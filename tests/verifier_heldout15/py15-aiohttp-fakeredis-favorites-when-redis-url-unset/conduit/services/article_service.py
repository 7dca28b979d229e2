from conduit.models.article import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.favorite_repository import FavoriteRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, favorites: FavoriteRepository):
        self.articles = articles
        self.favorites = favorites

    async def _out(self, a: Article, viewer):
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
                "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
                "favorited": viewer is not None and await self.favorites.has(a.id, viewer),
                "favoritesCount": await self.favorites.count(a.id),
                "author": {"username": a.author_username, "bio": None, "image": None, "following": False}}

    async def get(self, slug, viewer):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return await self._out(article, viewer)

    async def favorite(self, slug, viewer):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        await self.favorites.add(article.id, viewer)
        return await self._out(article, viewer)
