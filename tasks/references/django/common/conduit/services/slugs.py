# feature-file: articles
"""URL slugs for article titles."""

import re
import unicodedata
from collections.abc import Callable
from itertools import count
# feature-begin: profiles

# GET /articles/feed would shadow an article with this slug.
RESERVED = frozenset({"feed"})
# feature-end: profiles


def slugify(title: str) -> str:
    """Lower-case ASCII words joined by dashes: "How to Train?" -> "how-to-train"."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-") or "article"


def unique_slug(base: str, taken: Callable[[str], bool]) -> str:
    """base itself when free, else the first free base-2, base-3, ..."""
    candidates = (base if n == 1 else f"{base}-{n}" for n in count(1))
    # feature-begin: profiles
    return next(slug for slug in candidates if slug not in RESERVED and not taken(slug))
    # feature-else: profiles
    # return next(slug for slug in candidates if not taken(slug))
    # feature-end: profiles
