import threading

from conduit.models.article import Article


class InMemoryArticleRepository:
    """Stores articles in a dict keyed by slug."""

    def __init__(self):
        self._lock = threading.Lock()
        self._articles: dict[str, Article] = {}

    def add(self, article: Article) -> Article:
        with self._lock:
            self._articles[article.slug] = article
        return article

    def get(self, slug: str) -> Article | None:
        return self._articles.get(slug)

    def all(self) -> list[Article]:
        return sorted(self._articles.values(), key=lambda a: a.created_at, reverse=True)
