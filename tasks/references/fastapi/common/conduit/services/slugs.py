# feature-file: articles
import re
import unicodedata
from collections.abc import Callable


def slugify(title: str) -> str:
    """Lower-case ASCII words joined by dashes: "How to train?" -> "how-to-train"."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-") or "article"


def unique_slug(title: str, taken: Callable[[str], bool]) -> str:
    """The slug of `title`, suffixed with -2, -3, ... until `taken` says it is free."""
    base = slugify(title)
    slug, n = base, 1
    while taken(slug):
        n += 1
        slug = f"{base}-{n}"
    return slug
