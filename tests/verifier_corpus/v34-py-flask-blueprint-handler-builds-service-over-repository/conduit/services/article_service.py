import re

from conduit.models import Article


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles):
        self.articles = articles

    def get(self, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return {"slug": article.slug, "title": article.title, "body": article.body}

    def create(self, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = self.articles.add(Article(slug=slug, title=data["title"], body=data["body"]))
        return {"slug": article.slug, "title": article.title, "body": article.body}
