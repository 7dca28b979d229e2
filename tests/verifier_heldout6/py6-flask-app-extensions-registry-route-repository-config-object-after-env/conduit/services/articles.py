import re
import uuid

from conduit.models import Article


class ArticleError(Exception):
    def __init__(self, message, status=422):
        super().__init__(message)
        self.status = status


class ArticleService:
    def __init__(self, articles, users):
        self.articles = articles
        self.users = users

    def create(self, author, data):
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                          author=author, tags=[self.articles.tag(n) for n in sorted(set(data.get("tagList") or []))])
        return self.articles.save(article)

    def delete(self, user, slug):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleError("article not found", 404)
        if article.author_id != user.id:
            raise ArticleError("forbidden", 403)
        self.articles.delete(article)

    def favorite(self, user, slug, on=True):
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleError("article not found", 404)
        if on and user not in article.favorited_by:
            article.favorited_by.append(user)
        if not on and user in article.favorited_by:
            article.favorited_by.remove(user)
        return self.articles.save(article)

    def listing(self, **filters):
        return self.articles.listing(**filters)

    def tags(self):
        return self.articles.tag_names()
