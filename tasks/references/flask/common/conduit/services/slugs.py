# feature-file: articles
import re
import secrets
import unicodedata
from collections.abc import Callable

_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(title: str) -> str:
    """'How to train your dragon!' -> 'how-to-train-your-dragon'."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return _NON_ALNUM.sub("-", ascii_title.lower()).strip("-") or "article"


def random_suffix() -> str:
    return secrets.token_hex(3)


def unique_slug(title: str, taken: Callable[[str], bool], suffix: Callable[[], str] = random_suffix) -> str:
    """The title's slug, or that slug plus a random suffix while `taken` says it is in use.

    A random suffix rather than -2, -3, ...: concurrent requests with the same title would all
    pick the same next number and collide again.
    """
    slug = base = slugify(title)
    while taken(slug):
        slug = f"{base}-{suffix()}"
    return slug
