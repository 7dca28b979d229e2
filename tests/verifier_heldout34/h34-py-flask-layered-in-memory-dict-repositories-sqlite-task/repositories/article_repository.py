import itertools
import threading

from models.entities import Article


class ArticleRepository:
    # TODO: move to SQLite (sqlalchemy is already in requirements.txt)
    def __init__(self):
        self._items: dict[str, Article] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def next_id(self):
        return next(self._ids)

    def get(self, slug):
        return self._items.get(slug)

    def save(self, article):
        with self._lock:
            self._items[article.slug] = article
        return article

    def delete(self, slug):
        with self._lock:
            self._items.pop(slug, None)

    def all(self):
        return sorted(self._items.values(), key=lambda a: a.created_at, reverse=True)


article_repository = ArticleRepository()
