import re

from app.models import Article
from app.repositories import ArticleRepository, TagRepository


class NotFoundError(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository, tags: TagRepository):
        self.articles = articles
        self.tags = tags

    def create(self, title: str, body: str, tag_list: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        article = Article(slug=slug, title=title, body=body,
                          tags=[self.tags.get_or_create(n) for n in dict.fromkeys(tag_list)])
        return self.articles.add(article)

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise NotFoundError(slug)
        return article
