from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app import favorites
from app.db import Article, Base, SessionLocal, User, engine

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")


def get_session():
    with SessionLocal() as session:
        yield session


def current_user(authorization: str = Header(default=""), session: Session = Depends(get_session)) -> User:
    user = session.scalar(select(User).where(User.token == authorization.removeprefix("Token ")))
    if user is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    return user


def render(session: Session, article: Article, user: User) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "favorited": favorites.is_favorited(session, user.id, article.id),
        "favoritesCount": favorites.count(session, article.id),
    }


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, user: User = Depends(current_user), session: Session = Depends(get_session)):
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    favorites.add(session, user.id, article.id)
    return {"article": render(session, article, user)}


@app.delete("/api/articles/{slug}/favorite")
def unfavorite(slug: str, user: User = Depends(current_user), session: Session = Depends(get_session)):
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    favorites.remove(session, user.id, article.id)
    return {"article": render(session, article, user)}
