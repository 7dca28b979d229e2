from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.database import Base, engine, get_db
from app.models import Article, User

app = FastAPI()


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.get("/api/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": {"slug": article.slug, "title": article.title, "body": article.body}}
