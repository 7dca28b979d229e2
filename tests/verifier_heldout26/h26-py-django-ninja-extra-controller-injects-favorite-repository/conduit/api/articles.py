from ninja_extra import api_controller, http_delete, http_get, http_post
from ninja_extra.exceptions import NotFound

from conduit.api.auth import TokenAuth
from conduit.repositories.favorites import FavoriteRepository
from conduit.services.articles import ArticleNotFound, ArticleService


def _dump(article, favorites_count: int, favorited: bool) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags.all()],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": favorited,
        "favoritesCount": favorites_count,
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@api_controller("/articles", tags=["articles"])
class ArticleController:
    def __init__(self, articles: ArticleService, favorites: FavoriteRepository):
        self.articles = articles
        self.favorites = favorites

    def _get(self, slug: str):
        try:
            return self.articles.get(slug)
        except ArticleNotFound:
            raise NotFound("article not found")

    @http_get("")
    def list_articles(self, limit: int = 20, offset: int = 0):
        items, total = self.articles.page(limit, offset)
        return {"articles": [_dump(a, self.favorites.count(a), False) for a in items], "articlesCount": total}

    @http_get("/{slug}")
    def get_article(self, slug: str):
        article = self._get(slug)
        return {"article": _dump(article, self.favorites.count(article), False)}

    @http_post("/{slug}/favorite", auth=TokenAuth())
    def favorite(self, slug: str):
        user_id = self.context.request.auth
        article = self._get(slug)
        self.favorites.add(user_id, article)
        return {"article": _dump(article, self.favorites.count(article), True)}

    @http_delete("/{slug}/favorite", auth=TokenAuth())
    def unfavorite(self, slug: str):
        user_id = self.context.request.auth
        article = self._get(slug)
        self.favorites.remove(user_id, article)
        return {"article": _dump(article, self.favorites.count(article), False)}
