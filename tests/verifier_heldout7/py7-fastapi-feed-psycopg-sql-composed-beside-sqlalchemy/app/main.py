import jwt
from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy.orm import Session

from app.crud import articles as article_crud
from app.crud import feed as feed_crud
from app.database import Base, engine, get_db
from app.settings import settings

Base.metadata.create_all(engine)
app = FastAPI()


def current_user_id(authorization: str = Header(default="")) -> int:
    try:
        return jwt.decode(authorization.removeprefix("Token "), settings.jwt_secret, algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="unauthorized")


def _article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    items, total = article_crud.list_articles(db, author, limit, offset)
    return {"articles": [_article(a) for a in items], "articlesCount": total}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, user_id: int = Depends(current_user_id)):
    rows, total = feed_crud.feed(user_id, limit, offset)
    return {
        "articles": [
            {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
             "createdAt": r["created_at"].isoformat(),
             "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": True}}
            for r in rows
        ],
        "articlesCount": total,
    }
