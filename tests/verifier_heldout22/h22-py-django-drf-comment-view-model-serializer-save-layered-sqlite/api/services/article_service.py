from api.repositories import article_repository


class NotFound(Exception):
    pass


def get_article(slug):
    article = article_repository.get_article(slug)
    if article is None:
        raise NotFound(slug)
    return article


def list_comments(slug):
    return article_repository.comments_for(get_article(slug))
