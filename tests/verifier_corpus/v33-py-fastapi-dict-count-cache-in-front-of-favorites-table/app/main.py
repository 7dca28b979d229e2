from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app import favorites
from app.db import Base, engine, get_session
from app.models import Article, User

Base.metadata.create_all(engine)
app = FastAPI(title="Conduit")


def viewer(session: Session = Depends(get_session), authorization: str | None = Header(default=None)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return session.scalar(select(User).where(User.token == authorization[6:]))


def present(session: Session, article: Article, user: User | None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "favorited": favorites.is_favorited(session, article.id, user.id if user else None),
        "favoritesCount": favorites.count(session, article.id),
    }


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, session: Session = Depends(get_session), user: User | None = Depends(viewer)):
    if user is None:
        raise HTTPException(401)
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404)
    favorites.add(session, article.id, user.id)
    return {"article": present(session, article, user)}


@app.delete("/api/articles/{slug}/favorite")
def unfavorite(slug: str, session: Session = Depends(get_session), user: User | None = Depends(viewer)):
    if user is None:
        raise HTTPException(401)
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404)
    favorites.remove(session, article.id, user.id)
    return {"article": present(session, article, user)}
