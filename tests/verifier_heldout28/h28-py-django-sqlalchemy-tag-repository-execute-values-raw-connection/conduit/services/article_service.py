import re

from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.tag_repository import TagRepository


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()
        self.tags = TagRepository()

    def render(self, article):
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": sorted(t.name for t in article.tags),
                "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
                "favorited": False, "favoritesCount": 0,
                "author": {"username": article.author.username, "bio": article.author.bio,
                           "image": article.author.image, "following": False}}

    def list(self, tag, limit, offset):
        rows, total = self.articles.list(tag, limit, offset)
        return {"articles": [self.render(a) for a in rows], "articlesCount": total}

    def create(self, author, data):
        tag_ids = self.tags.ensure(list(dict.fromkeys(data.get("tagList") or [])))
        slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
        article = self.articles.create(author.id, slug, data.get("title", ""), data.get("description", ""),
                                       data.get("body", ""), list(tag_ids.values()))
        return self.render(article)

    def get(self, slug):
        article = self.articles.by_slug(slug)
        return self.render(article) if article else None

    def tag_names(self):
        return self.tags.names()
