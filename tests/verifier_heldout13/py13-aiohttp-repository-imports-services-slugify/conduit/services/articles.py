from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def create(self, author_id: int, title: str, description: str, body: str) -> Article:
        if not title.strip():
            raise ValueError("title can't be blank")
        return await self.repo.insert(author_id=author_id, title=title, description=description, body=body)

    async def get(self, slug: str) -> Article | None:
        return await self.repo.by_slug(slug)
