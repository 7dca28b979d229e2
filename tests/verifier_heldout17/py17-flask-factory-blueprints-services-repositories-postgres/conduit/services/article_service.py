import re

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import Forbidden, Invalid, NotFound


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, articles=None):
        self.articles = articles or ArticleRepository()

    def create(self, author, data):
        missing = [k for k in ("title", "description", "body") if not data.get(k)]
        if missing:
            raise Invalid({k: ["can't be blank"] for k in missing})
        article = Article(
            slug=slugify(data["title"]), title=data["title"],
            description=data["description"], body=data["body"], author=author,
        )
        article.tags = [self.articles.tag(n) for n in data.get("tagList", [])]
        return self.articles.add(article)

    def get(self, slug):
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    def delete(self, user, slug):
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden(slug)
        self.articles.delete(article)

    def list(self, **filters):
        return self.articles.list(**filters)

    def tags(self):
        return self.articles.all_tag_names()
