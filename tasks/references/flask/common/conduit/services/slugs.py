import re
import unicodedata
from collections.abc import Callable

_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def slugify(title: str) -> str:
    """'How to train your dragon!' -> 'how-to-train-your-dragon'."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return _NON_ALNUM.sub("-", ascii_title.lower()).strip("-") or "article"


def unique_slug(title: str, taken: Callable[[str], bool]) -> str:
    """The title's slug, suffixed -2, -3, ... until `taken` says it is free."""
    base = slugify(title)
    slug, n = base, 1
    while taken(slug):
        n += 1
        slug = f"{base}-{n}"
    return slug
