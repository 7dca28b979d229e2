"""Tags of each article, and the reverse index tag -> slugs, in a RocksDB column family per direction."""
from rocksdict import Rdict

from conduit.settings import TAG_INDEX_PATH

_db = Rdict(TAG_INDEX_PATH)


def set_tags(slug: str, tags: list[str]) -> None:
    _db[f"article:{slug}"] = sorted(set(tags))
    for tag in tags:
        slugs = _db.get(f"tag:{tag}", [])
        if slug not in slugs:
            _db[f"tag:{tag}"] = slugs + [slug]


def tags_of(slug: str) -> list[str]:
    return _db.get(f"article:{slug}", [])


def slugs_with(tag: str) -> list[str]:
    return _db.get(f"tag:{tag}", [])


def all_tags() -> list[str]:
    return sorted(key.removeprefix("tag:") for key in _db.keys() if key.startswith("tag:"))
