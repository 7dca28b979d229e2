from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ValidationError(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def create(self, author_id: int, data: dict) -> Article:
        missing = [f for f in ("title", "description", "body") if not data.get(f)]
        if missing:
            raise ValidationError(f"{missing[0]} can't be blank")
        return await self.repo.insert(Article(title=data["title"], description=data["description"],
                                              body=data["body"], author_id=author_id))

    async def get(self, slug: str) -> Article | None:
        return await self.repo.by_slug(slug)
