from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.errors import NotFound
from conduit.services.profiles import ProfileService


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.profiles = ProfileService(users)

    async def _out(self, a, viewer):
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
                "favorited": viewer is not None and await self.articles.is_favorited(a.id, viewer),
                "favoritesCount": await self.articles.favorites_count(a.id),
                "author": await self.profiles.as_profile(a.author, viewer)}

    async def get(self, slug, viewer):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return await self._out(article, viewer)

    async def favorite(self, slug, viewer):
        article = await self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        await self.articles.add_favorite(article.id, viewer)
        return await self._out(article, viewer)
