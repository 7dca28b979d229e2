from app.repositories.articles import ArticleRepository
from app.repositories.users import UserRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, users: UserRepository):
        self.articles, self.users = articles, users

    @classmethod
    def for_session(cls, session):
        return cls(ArticleRepository(session), UserRepository(session))

    def _out(self, a, viewer):
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
                "updatedAt": a.updated_at.isoformat(),
                "favorited": viewer is not None and self.articles.is_favorited(a.id, viewer),
                "favoritesCount": self.articles.favorites_count(a.id),
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                           "following": viewer is not None and self.users.follows(viewer, a.author_id)}}

    def get(self, slug, viewer):
        a = self.articles.by_slug(slug)
        if a is None:
            raise ArticleNotFound(slug)
        return self._out(a, viewer)

    def unfavorite(self, slug, viewer):
        a = self.articles.by_slug(slug)
        if a is None:
            raise ArticleNotFound(slug)
        self.articles.remove_favorite(a.id, viewer)
        return self._out(a, viewer)
