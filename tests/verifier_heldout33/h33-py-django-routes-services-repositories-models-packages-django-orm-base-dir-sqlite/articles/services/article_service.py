from articles.repositories import article_repository


class NotFound(Exception):
    pass


def get_article(slug):
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise NotFound(slug)
    return article


def list_articles(tag=None, limit=20, offset=0):
    return article_repository.page(tag, limit, offset)


def all_tags():
    return article_repository.tag_names()
