from fastapi import FastAPI, Header, HTTPException
from sqlalchemy import select

from api import favorites
from api.db import Base, Session, engine
from api.models import Article

Base.metadata.create_all(engine)
app = FastAPI()


def _article(slug: str) -> Article:
    with Session() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "article not found")
    return article


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, x_username: str = Header()):
    article = _article(slug)
    n = favorites.favorite(article.id, x_username)
    return {"article": {"slug": article.slug, "title": article.title, "favorited": True, "favoritesCount": n}}


@app.delete("/api/articles/{slug}/favorite")
def unfavorite(slug: str, x_username: str = Header()):
    article = _article(slug)
    n = favorites.unfavorite(article.id, x_username)
    return {"article": {"slug": article.slug, "title": article.title, "favorited": False, "favoritesCount": n}}
