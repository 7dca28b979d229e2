from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.db import Base, engine, get_session
from conduit.models import Article, User, favorites

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, user_id: int = 1, db: Session = Depends(get_session)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    user = db.get(User, user_id)
    if user not in article.favorited_by:
        article.favorited_by.append(user)
        db.commit()
    count = db.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == article.id))
    return {"article": {"slug": article.slug, "favorited": True, "favoritesCount": count}}
