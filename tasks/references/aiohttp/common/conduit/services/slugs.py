# feature-file: articles
"""URL slugs derived from article titles."""

import re
import unicodedata
from collections.abc import Collection

FALLBACK_SLUG = "article"


def slugify(title: str) -> str:
    """Lower-case ASCII words of the title joined by dashes: 'How to Train?' -> 'how-to-train'."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")
    return slug or FALLBACK_SLUG


def first_free(slug: str, taken: Collection[str]) -> str:
    """`slug` itself if it is free, else the first free of slug-2, slug-3, ..."""
    candidate, suffix = slug, 1
    while candidate in taken:
        suffix += 1
        candidate = f"{slug}-{suffix}"
    return candidate
