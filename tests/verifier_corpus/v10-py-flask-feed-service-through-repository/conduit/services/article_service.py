from conduit.models import Article
from conduit.repositories import article_repository


def get_article(slug: str) -> Article | None:
    return article_repository.find_by_slug(slug)


def list_articles(limit: int = 20, offset: int = 0) -> list[Article]:
    return article_repository.list_recent(limit, offset)


def feed(user_id: int, limit: int = 20, offset: int = 0) -> list[Article]:
    if user_id <= 0:
        return []
    return article_repository.feed_for(user_id, limit, offset)
