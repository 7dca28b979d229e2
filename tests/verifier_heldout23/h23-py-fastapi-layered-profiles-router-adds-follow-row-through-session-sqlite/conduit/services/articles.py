import re

from ..repositories.articles import ArticlesRepository
from .exceptions import Invalid, NotFound
from .users import UsersService


class ArticlesService:
    def __init__(self, repo: ArticlesRepository, users: UsersService):
        self.repo = repo
        self.users = users

    def as_dict(self, article, viewer=None) -> dict:
        return {"slug": article.slug, "title": article.title, "description": article.description,
                "body": article.body, "tagList": sorted(article.tag_list or []),
                "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
                "favorited": False, "favoritesCount": self.repo.favorites_count(article.id),
                "author": self.users.profile(article.author, viewer)}

    def list(self, author, limit, offset, viewer=None):
        rows, total = self.repo.page(author, limit, offset)
        return [self.as_dict(a, viewer) for a in rows], total

    def create(self, author, title, description, body, tags):
        if not title or not description or not body:
            raise Invalid("title, description and body are required")
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        article = self.repo.create(slug=slug, title=title, description=description, body=body,
                                   tag_list=tags, author_id=author.id)
        return self.as_dict(self.repo.by_slug(article.slug), author)

    def get(self, slug, viewer=None):
        article = self.repo.by_slug(slug)
        if article is None:
            raise NotFound("article")
        return self.as_dict(article, viewer)

    def tags(self):
        seen = set()
        for tag_list in self.repo.all_tag_lists():
            seen.update(tag_list or [])
        return sorted(seen)
