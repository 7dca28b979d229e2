from api.repositories import articles


class NotFound(Exception):
    pass


def get(slug):
    article = articles.by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article
