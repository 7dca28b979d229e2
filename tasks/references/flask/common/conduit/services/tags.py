# feature-file: articles
from conduit.repositories import tags as tag_repo


def list_tags() -> list[str]:
    return tag_repo.names_in_use()
