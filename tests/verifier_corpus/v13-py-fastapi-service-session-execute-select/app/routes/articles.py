from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.database import get_session
from app.services.article_service import ArticleService

router = APIRouter(prefix="/api/articles")


def current_user_id(authorization: str | None = Header(default=None)) -> int:
    # token decoding lives in the users routes; the id is carried in the token's subject
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    return int(authorization.removeprefix("Token ").split(".")[0])


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(session)


def render(article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat()}


@router.post("", status_code=201)
def create_article(payload: dict, user_id: int = Depends(current_user_id),
                   service: ArticleService = Depends(article_service)):
    return {"article": render(service.create(user_id, payload["article"]))}


@router.get("/feed")
def feed(limit: int = 20, offset: int = 0, user_id: int = Depends(current_user_id),
         service: ArticleService = Depends(article_service)):
    articles = [render(a) for a in service.feed(user_id, limit, offset)]
    return {"articles": articles, "articlesCount": len(articles)}


@router.get("/{slug}")
def get_article(slug: str, service: ArticleService = Depends(article_service)):
    return {"article": render(service.get(slug))}


@router.post("/{slug}/favorite")
def favorite(slug: str, user_id: int = Depends(current_user_id), service: ArticleService = Depends(article_service)):
    return {"article": render(service.favorite(user_id, slug))}


@router.delete("/{slug}", status_code=204)
def delete_article(slug: str, user_id: int = Depends(current_user_id),
                   service: ArticleService = Depends(article_service)):
    service.delete(user_id, slug)
