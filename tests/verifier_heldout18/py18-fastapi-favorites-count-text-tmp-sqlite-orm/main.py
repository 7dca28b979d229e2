from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from db import Base, engine, get_db
from models import Article, Favorite

Base.metadata.create_all(bind=engine)
app = FastAPI()


def article_payload(db: Session, article: Article, user_id: int | None):
    count = db.execute(
        text("SELECT COUNT(*) FROM favorites WHERE article_id = :id"), {"id": article.id}
    ).scalar_one()
    favorited = False
    if user_id is not None:
        favorited = db.execute(
            text("SELECT 1 FROM favorites WHERE article_id = :a AND user_id = :u"),
            {"a": article.id, "u": user_id},
        ).first() is not None
    return {"slug": article.slug, "title": article.title, "body": article.body,
            "favorited": favorited, "favoritesCount": count}


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": article_payload(db, article, None)}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    if db.get(Favorite, (1, article.id)) is None:
        db.add(Favorite(user_id=1, article_id=article.id))
        db.commit()
    return {"article": article_payload(db, article, 1)}
