from blog.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get_article(slug: str):
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article
