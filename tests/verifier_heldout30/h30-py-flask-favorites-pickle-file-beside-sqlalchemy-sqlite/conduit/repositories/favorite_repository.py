"""Favorites are a hot path (every article JSON carries favorited/favoritesCount), so they
are kept in a small in-process index that is written through to disk on every change."""
import pickle
import threading
from pathlib import Path

from conduit import settings


class FavoriteRepository:
    def __init__(self, path: Path = settings.FAVORITES_FILE) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._by_article: dict[int, set[int]] = self._load()

    def _load(self) -> dict[int, set[int]]:
        if self._path.exists():
            with self._path.open("rb") as fh:
                return pickle.load(fh)
        return {}

    def _flush(self) -> None:
        tmp = self._path.with_suffix(".tmp")
        with tmp.open("wb") as fh:
            pickle.dump(self._by_article, fh)
        tmp.replace(self._path)

    def add(self, user_id: int, article_id: int) -> None:
        with self._lock:
            self._by_article.setdefault(article_id, set()).add(user_id)
            self._flush()

    def remove(self, user_id: int, article_id: int) -> None:
        with self._lock:
            self._by_article.get(article_id, set()).discard(user_id)
            self._flush()

    def count(self, article_id: int) -> int:
        return len(self._by_article.get(article_id, ()))

    def has(self, user_id: int, article_id: int) -> bool:
        return user_id in self._by_article.get(article_id, ())

    def articles_favorited_by(self, user_id: int) -> list[int]:
        return [aid for aid, users in self._by_article.items() if user_id in users]
