from fastapi import APIRouter, Depends, Header, HTTPException

from conduit.dependencies import article_service
from conduit.services.articles import ArticleService, NotFound

router = APIRouter(prefix="/api")


@router.get("/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  service: ArticleService = Depends(article_service)) -> dict:
    return service.list(author, limit, offset)


@router.post("/articles", status_code=201)
def create_article(payload: dict, x_username: str = Header(...),
                   service: ArticleService = Depends(article_service)) -> dict:
    try:
        return {"article": service.create(x_username, payload["article"])}
    except NotFound as exc:
        raise HTTPException(status_code=404, detail=str(exc)) from exc


@router.get("/articles/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)) -> dict:
    try:
        return {"article": service.get(slug)}
    except NotFound as exc:
        raise HTTPException(status_code=404, detail=str(exc)) from exc
