from conduit.repositories import ArticleRepository
from conduit.repositories.favorites import FavoriteRepository
from conduit.services.articles import ArticleService
from conduit.services.errors import NotFound
from conduit.tables import User


class FavoriteService:
    def __init__(self, favorites: FavoriteRepository, articles: ArticleRepository, presenter: ArticleService):
        self._favorites = favorites
        self._articles = articles
        self._presenter = presenter

    async def set(self, user: User, slug: str, on: bool) -> dict:
        article = await self._articles.by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        if on:
            await self._favorites.add(user.id, article.id)
        else:
            await self._favorites.remove(user.id, article.id)
        return await self._presenter.present(article, user)
