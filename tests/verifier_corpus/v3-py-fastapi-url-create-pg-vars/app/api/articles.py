from fastapi import APIRouter, Depends
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Article

router = APIRouter(prefix="/api")


@router.get("/articles")
def list_articles(session: Session = Depends(get_session)):
    rows = session.scalars(select(Article).order_by(Article.id.desc()).limit(20)).all()
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}
