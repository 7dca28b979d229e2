from articles.repositories.articles import ArticleRepository


class ArticleNotFound(LookupError):
    pass


def serialize(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
    }


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None) -> None:
        self.repository = repository or ArticleRepository()

    def article(self, slug: str) -> dict:
        found = self.repository.get_by_slug(slug)
        if found is None:
            raise ArticleNotFound(slug)
        return serialize(found)

    def listing(self, limit: int, offset: int) -> dict:
        return {
            "articles": [serialize(a) for a in self.repository.page(limit, offset)],
            "articlesCount": self.repository.count(),
        }
