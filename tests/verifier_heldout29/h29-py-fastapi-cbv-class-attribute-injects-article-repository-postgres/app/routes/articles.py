from fastapi import APIRouter, Depends, HTTPException, Response
from fastapi_utils.cbv import cbv

from ..dependencies import current_user_id, get_article_repository, get_article_service
from ..repositories.article_repository import ArticleRepository
from ..services.article_service import ArticleNotFound, ArticleService, Forbidden, present

router = APIRouter()


@cbv(router)
class ArticleViews:
    service: ArticleService = Depends(get_article_service)
    articles: ArticleRepository = Depends(get_article_repository)

    @router.get("/articles")
    def list_articles(self, author: str | None = None, limit: int = 20, offset: int = 0):
        rows = self.articles.list(author, limit, offset)
        return {"articles": [present(a) for a in rows], "articlesCount": self.articles.count(author)}

    @router.get("/articles/{slug}")
    def get_article(self, slug: str):
        try:
            return {"article": self.service.get(slug)}
        except ArticleNotFound:
            raise HTTPException(status_code=404, detail="article not found")

    @router.delete("/articles/{slug}", status_code=204)
    def delete_article(self, slug: str, user_id: int = Depends(current_user_id)):
        try:
            self.service.delete(slug, user_id)
        except ArticleNotFound:
            raise HTTPException(status_code=404, detail="article not found")
        except Forbidden:
            raise HTTPException(status_code=403, detail="forbidden")
        return Response(status_code=204)
