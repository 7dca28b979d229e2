from conduit.repositories.articles import ArticleRepository


def _view(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "tagList": [], "favorited": False, "favoritesCount": 0}


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    def list(self, limit: int = 20, offset: int = 0) -> dict:
        items, total = self.repo.recent(limit, offset)
        return {"articles": [_view(a) for a in items], "articlesCount": total}

    def get(self, slug: str) -> dict | None:
        a = self.repo.by_slug(slug)
        return None if a is None else {"article": _view(a)}
