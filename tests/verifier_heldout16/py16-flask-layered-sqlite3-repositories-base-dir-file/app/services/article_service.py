from ..repositories import article_repository


class NotFound(Exception):
    pass


def get_article(slug):
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise NotFound()
    return article


def recent(limit=20, offset=0):
    return article_repository.list_recent(min(limit, 100), offset)
