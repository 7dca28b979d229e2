import os

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy.orm import Session

from .database import Base, engine, get_session
from .feed import feed
from .models import Article

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")

app = FastAPI()


@app.on_event("startup")
def create_tables() -> None:
    Base.metadata.create_all(engine)


def user_id(authorization: str = Header(default="")) -> int:
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="unauthorized")


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": True}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/feed")
def get_feed(limit: int = 20, offset: int = 0, uid: int = Depends(user_id),
             session: Session = Depends(get_session)):
    rows, total = feed(session, uid, limit, offset)
    return {"articles": [_article(a) for a in rows], "articlesCount": total}
