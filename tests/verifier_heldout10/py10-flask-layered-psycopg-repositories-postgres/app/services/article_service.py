from app.repositories import article_repository


class NotFound(Exception):
    pass


def recent(limit=20, offset=0):
    return article_repository.list_recent(max(1, min(limit, 100)), max(0, offset))


def by_slug(slug):
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article
