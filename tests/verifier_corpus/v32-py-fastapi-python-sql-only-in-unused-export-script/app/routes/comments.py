from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_session
from app.services import comment_service

router = APIRouter(prefix="/api/articles")


@router.get("/{slug}/comments")
def comments(slug: str, session: Session = Depends(get_session)):
    return {"comments": comment_service.list_comments(session, slug)}
