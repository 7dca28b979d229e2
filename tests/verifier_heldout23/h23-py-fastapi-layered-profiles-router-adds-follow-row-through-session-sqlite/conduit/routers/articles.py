from fastapi import APIRouter, Body, Depends, HTTPException

from ..services.articles import ArticlesService
from ..services.exceptions import Invalid, NotFound
from .deps import articles_service, optional_user, required_user

router = APIRouter(tags=["articles"])


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0, viewer=Depends(optional_user),
                  svc: ArticlesService = Depends(articles_service)):
    items, total = svc.list(author, limit, offset, viewer)
    return {"articles": items, "articlesCount": total}


@router.post("/articles", status_code=201)
def create(article: dict = Body(..., embed=True), viewer=Depends(required_user),
           svc: ArticlesService = Depends(articles_service)):
    try:
        return {"article": svc.create(viewer, article.get("title"), article.get("description"),
                                      article.get("body"), article.get("tagList") or [])}
    except Invalid as exc:
        raise HTTPException(422, str(exc))


@router.get("/articles/{slug}")
def get_one(slug: str, viewer=Depends(optional_user), svc: ArticlesService = Depends(articles_service)):
    try:
        return {"article": svc.get(slug, viewer)}
    except NotFound:
        raise HTTPException(404, "article not found")


@router.get("/tags")
def tags(svc: ArticlesService = Depends(articles_service)):
    return {"tags": svc.tags()}
