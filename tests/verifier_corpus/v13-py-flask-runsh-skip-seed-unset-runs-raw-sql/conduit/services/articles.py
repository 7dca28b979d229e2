import re

from conduit.models import Article
from conduit.repositories import articles as article_repo
from conduit.repositories.articles import ArticlePage


class ArticleNotFound(LookupError):
    pass


def list_articles(limit: int = 20, offset: int = 0, author_id: int | None = None) -> ArticlePage:
    limit = max(1, min(limit, 100))
    return article_repo.page(limit, max(0, offset), author_id)


def get_article(slug: str) -> Article:
    article = article_repo.by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def create_article(author_id: int, title: str, description: str, body: str, tags: list[str]) -> Article:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return article_repo.insert(Article(slug=slug, title=title, description=description, body=body,
                                       tag_list=sorted(set(tags)), author_id=author_id))
