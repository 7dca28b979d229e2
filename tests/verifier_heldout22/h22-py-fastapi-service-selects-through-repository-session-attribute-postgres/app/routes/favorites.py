from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db import session_scope
from app.repositories.article_repository import ArticleRepository
from app.services.favorite_service import ArticleNotFound, FavoriteService

router = APIRouter(prefix="/api")


def favorite_service(session: Session = Depends(session_scope)) -> FavoriteService:
    return FavoriteService(ArticleRepository(session))


def user_id_from_token(authorization: str = Header(...)) -> int:
    try:
        return int(authorization.removeprefix("Token ").split(".")[0])
    except ValueError:
        raise HTTPException(401, "invalid token")


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, user_id: int = Depends(user_id_from_token),
             service: FavoriteService = Depends(favorite_service)):
    try:
        return {"article": service.favorite(user_id, slug)}
    except ArticleNotFound:
        raise HTTPException(404, "article not found")
