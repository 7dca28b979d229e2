from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.models import Article, Base, Favorite, Tag, User
from conduit.storage import engine, session_scope

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def tags(session: Session = Depends(session_scope)):
    return {"tags": session.scalars(select(Tag.name).join(Article.tags).distinct()).all()}


@app.get("/api/profiles/{username}")
def profile(username: str, session: Session = Depends(session_scope)):
    user = session.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.get("/api/articles/{slug}")
def article(slug: str, session: Session = Depends(session_scope)):
    a = session.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404, "article not found")
    count = session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == a.id))
    return {"article": {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                        "tagList": [t.name for t in a.tags], "favoritesCount": count, "favorited": False,
                        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
                        "author": {"username": a.author.username, "bio": a.author.bio,
                                   "image": a.author.image, "following": False}}}
