from conduit.repositories.articles import ArticlesRepository
from conduit.services.pagination import clamp


class ArticlesService:
    def __init__(self, repo: ArticlesRepository):
        self.repo = repo

    @classmethod
    def build(cls, session):
        return cls(ArticlesRepository(session))

    async def list(self, tag, author, limit, offset):
        rows, total = await self.repo.page(tag=tag, author=author, limit=clamp(limit), offset=offset)
        return {"articles": [self._out(a) for a in rows], "articlesCount": total}

    @staticmethod
    def _out(a):
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
                "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                           "following": False}}
