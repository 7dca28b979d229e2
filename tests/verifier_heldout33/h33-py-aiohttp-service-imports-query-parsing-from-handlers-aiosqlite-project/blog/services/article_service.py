from blog.handlers.params import ListParams
from blog.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def list(self, params: ListParams):
        return await self.repo.search(params.author, params.tag, params.limit, params.offset)
