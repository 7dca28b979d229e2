import re

from conduit.dao.article_dao import ArticleDAO, TagDAO
from conduit.models import Article


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleDAO | None = None, tags: TagDAO | None = None):
        self.articles = articles or ArticleDAO()
        self.tags = tags or TagDAO()

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def create(self, author_id: int, data: dict) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = Article(
            slug=slug,
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author_id=author_id,
        )
        article.tags = [self.tags.get_or_create(n) for n in data.get("tagList", [])]
        return self.articles.add(article)

    def favorites_count(self, article: Article) -> int:
        return self.articles.favorites_count(article.id)

    def popular_tags(self) -> list[str]:
        return self.tags.all_names()
