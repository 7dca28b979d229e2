from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

import crud
from database import get_db

router = APIRouter()


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, tag: str | None = None, db: Session = Depends(get_db)):
    articles, count = crud.list_articles(db, tag=tag, limit=limit, offset=offset)
    return {"articles": [crud.article_dict(a) for a in articles], "articlesCount": count}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": crud.article_dict(article)}
