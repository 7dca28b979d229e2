from fastapi import Depends, HTTPException
from sqlalchemy.orm import Session

from ..core.db import get_session
from ..repositories.article_repository import ArticleRepository
from ..services.comment_service import CommentService


def article_must_exist(slug: str, session: Session = Depends(get_session)):
    if ArticleRepository(session).get_by_slug(slug) is None:
        raise HTTPException(status_code=404, detail="article not found")


def comment_service(session: Session = Depends(get_session)) -> CommentService:
    return CommentService(session)
