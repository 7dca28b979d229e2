import time

from repositories import TagRepository

_CACHE: dict[str, tuple[float, list[str]]] = {}
TTL_SECONDS = 30


def popular_tags(repo: TagRepository) -> list[str]:
    hit = _CACHE.get("tags")
    if hit and time.monotonic() - hit[0] < TTL_SECONDS:
        return hit[1]
    names = repo.names()
    _CACHE["tags"] = (time.monotonic(), names)
    return names


def invalidate() -> None:
    _CACHE.clear()
