from blog.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get_article(slug: str) -> dict:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article.to_dict()


def list_articles(limit: int = 20, offset: int = 0) -> list[dict]:
    return [a.to_dict() for a in article_repository.recent(limit, offset)]
