"""Business rules of the API; calls the repositories only."""
from blog.repositories import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None) -> None:
        self.repo = repo or ArticleRepository()

    def list(self, **filters) -> list[dict]:
        ids = self.repo.filtered_ids(**filters)
        return [self._view(a) for a in self.repo.by_ids(ids)]

    def get(self, slug: str) -> dict:
        article = self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self._view(article)

    def tags(self) -> list[str]:
        return self.repo.all_tags()

    def _view(self, a) -> dict:
        return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                "tagList": self.repo.tags_of(a.id), "favoritesCount": self.repo.favorites_count(a.id),
                "favorited": False, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
                "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}
