from conduit.data_access import articles as article_store


class ArticleMissing(Exception):
    pass


def get_article(slug):
    article = article_store.find_by_slug(slug)
    if article is None:
        raise ArticleMissing(slug)
    return article


def list_articles(limit=20, offset=0, author=None):
    return article_store.page(limit, offset, author)
