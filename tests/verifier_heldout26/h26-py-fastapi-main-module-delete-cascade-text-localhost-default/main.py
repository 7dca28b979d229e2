from fastapi import Depends, FastAPI, Header, HTTPException, Response
from jose import JWTError, jwt
from sqlalchemy import text
from sqlalchemy.orm import Session

import models
from database import Base, engine, get_db

SECRET_KEY = "conduit-secret"

Base.metadata.create_all(bind=engine)
app = FastAPI()


def current_user(authorization: str = Header(None), db: Session = Depends(get_db)) -> models.User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="Not authenticated")
    try:
        user_id = int(jwt.decode(authorization[6:], SECRET_KEY, algorithms=["HS256"])["sub"])
    except (JWTError, KeyError, ValueError):
        raise HTTPException(status_code=401, detail="Invalid token")
    user = db.query(models.User).get(user_id)
    if user is None:
        raise HTTPException(status_code=401, detail="Invalid token")
    return user


def article_out(article: models.Article, user: models.User | None = None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [],
        "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": user in article.favorited_by if user else False,
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.query(models.Article).filter(models.Article.slug == slug).first()
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": article_out(article)}


@app.delete("/api/articles/{slug}", status_code=204)
def delete_article(slug: str, db: Session = Depends(get_db), user: models.User = Depends(current_user)):
    article = db.query(models.Article).filter(models.Article.slug == slug).first()
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    if article.author_id != user.id:
        raise HTTPException(status_code=403, detail="Forbidden")
    # remove dependent rows first so the foreign keys do not block the delete
    db.execute(text("DELETE FROM favorites WHERE article_id = :id"), {"id": article.id})
    db.execute(text("DELETE FROM comments WHERE article_id = :id"), {"id": article.id})
    db.delete(article)
    db.commit()
    return Response(status_code=204)
