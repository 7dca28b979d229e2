from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository) -> None:
        self.repo = repo

    async def get(self, slug: str):
        return await self.repo.by_slug(slug)
