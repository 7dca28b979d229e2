"""Small document store for favorites and comments (kept out of the relational schema)."""
import json
import threading
from datetime import datetime, timezone
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
FAVORITES_FILE = DATA_DIR / "favorites.json"
COMMENTS_FILE = DATA_DIR / "comments.jsonl"

_lock = threading.Lock()


def _load_favorites() -> dict[str, list[int]]:
    if not FAVORITES_FILE.exists():
        return {}
    return json.loads(FAVORITES_FILE.read_text(encoding="utf-8"))


def _save_favorites(favorites: dict[str, list[int]]) -> None:
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    tmp = FAVORITES_FILE.with_suffix(".tmp")
    tmp.write_text(json.dumps(favorites), encoding="utf-8")
    tmp.replace(FAVORITES_FILE)


class FavoriteRepository:
    def add(self, slug: str, user_id: int) -> None:
        with _lock:
            favorites = _load_favorites()
            users = set(favorites.get(slug, []))
            users.add(user_id)
            favorites[slug] = sorted(users)
            _save_favorites(favorites)

    def remove(self, slug: str, user_id: int) -> None:
        with _lock:
            favorites = _load_favorites()
            favorites[slug] = [u for u in favorites.get(slug, []) if u != user_id]
            _save_favorites(favorites)

    def users_for(self, slug: str) -> list[int]:
        return _load_favorites().get(slug, [])


class CommentRepository:
    def add(self, slug: str, author_id: int, body: str) -> dict:
        with _lock:
            comments = self._all()
            comment = {
                "id": max((c["id"] for c in comments), default=0) + 1,
                "slug": slug,
                "author_id": author_id,
                "body": body,
                "createdAt": datetime.now(timezone.utc).isoformat(),
            }
            DATA_DIR.mkdir(parents=True, exist_ok=True)
            with COMMENTS_FILE.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(comment) + "\n")
        return comment

    def for_article(self, slug: str) -> list[dict]:
        return [c for c in self._all() if c["slug"] == slug]

    def _all(self) -> list[dict]:
        if not COMMENTS_FILE.exists():
            return []
        with COMMENTS_FILE.open(encoding="utf-8") as fh:
            return [json.loads(line) for line in fh if line.strip()]
