# feature-file: articles
from conduit.repositories import tags as tag_store


def all_tags() -> list[str]:
    """Distinct tags of existing articles, alphabetically."""
    return tag_store.in_use()
