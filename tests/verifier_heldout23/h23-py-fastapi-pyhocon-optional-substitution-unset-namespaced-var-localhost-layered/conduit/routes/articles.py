from fastapi import APIRouter, Body, Depends

from ..container import article_service
from ..services.article_service import ArticleService
from .auth import current_user

router = APIRouter()


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  svc: ArticleService = Depends(article_service)):
    return svc.search(tag, author, limit, offset)


@router.post("/articles", status_code=201)
def publish(article: dict = Body(embed=True), user=Depends(current_user),
            svc: ArticleService = Depends(article_service)):
    return {"article": svc.publish(user, article.get("title"), article.get("description"),
                                   article.get("body"), article.get("tagList") or [])}


@router.get("/articles/{slug}")
def read(slug: str, svc: ArticleService = Depends(article_service)):
    return {"article": svc.read(slug)}


@router.get("/tags")
def tags(svc: ArticleService = Depends(article_service)):
    return {"tags": svc.tags()}
