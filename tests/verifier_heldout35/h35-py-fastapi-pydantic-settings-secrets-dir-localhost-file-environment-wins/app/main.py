from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import SessionLocal, engine
from app.models import Article, Base, User


@asynccontextmanager
async def lifespan(_app):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str, db: Session = Depends(get_db)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}


@app.get("/api/articles/{slug}")
def article(slug: str, db: Session = Depends(get_db)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404, "article not found")
    return {"article": {"slug": a.slug, "title": a.title, "description": a.description,
                        "body": a.body, "author": {"username": a.author.username}}}
