from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from .. import crud
from ..database import get_db

router = APIRouter()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    rows = crud.get_articles(db, skip=offset, limit=limit)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}
