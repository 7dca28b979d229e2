from conduit.repositories import article_repository


def list_articles(limit: int = 20, offset: int = 0):
    return article_repository.page(limit=max(1, min(limit, 100)), offset=max(0, offset))
