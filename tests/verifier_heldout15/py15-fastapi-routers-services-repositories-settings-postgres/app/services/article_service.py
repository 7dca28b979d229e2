from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import NotFound


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles = articles
        self.users = users

    def _out(self, article, viewer):
        return {
            "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
            "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": bool(viewer) and self.articles.is_favorited(article.id, viewer),
            "favoritesCount": self.articles.favorites_count(article.id),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image,
                       "following": bool(viewer) and self.users.is_following(viewer, article.author_id)},
        }

    def list(self, tag, author, favorited, limit, offset, viewer):
        rows, total = self.articles.list(tag, author, favorited, limit, offset)
        return {"articles": [self._out(a, viewer) for a in rows], "articlesCount": total}

    def get(self, slug, viewer):
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound()
        return self._out(article, viewer)

    def favorite(self, slug, user_id):
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound()
        self.articles.add_favorite(article.id, user_id)
        return self._out(article, user_id)
