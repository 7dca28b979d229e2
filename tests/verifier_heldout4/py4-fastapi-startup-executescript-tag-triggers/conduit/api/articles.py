import re
import secrets

from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from conduit.api.auth import current_user
from conduit.db import get_session
from conduit.db.models import Article, ArticleTag, TagCount, User

router = APIRouter(prefix="/api")


def render(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, limit: int = 20, offset: int = 0,
                  db: Session = Depends(get_session)):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(ArticleTag.name == tag))
    count = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
    return {"articles": [render(a) for a in rows], "articlesCount": count}


@router.post("/articles", status_code=201)
def create_article(article: dict = Body(..., embed=True), me: User = Depends(current_user),
                   db: Session = Depends(get_session)):
    slug = re.sub(r"[^a-z0-9]+", "-", article["title"].lower()).strip("-") + "-" + secrets.token_hex(2)
    new = Article(slug=slug, title=article["title"], description=article["description"],
                  body=article["body"], author_id=me.id,
                  tags=[ArticleTag(name=t) for t in dict.fromkeys(article.get("tagList", []))])
    db.add(new)
    db.commit()
    db.refresh(new)
    return {"article": render(new)}


@router.delete("/articles/{slug}", status_code=204)
def delete_article(slug: str, me: User = Depends(current_user), db: Session = Depends(get_session)):
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(404, "not found")
    if article.author_id != me.id:
        raise HTTPException(403, "forbidden")
    db.delete(article)
    db.commit()


@router.get("/tags")
def tags(db: Session = Depends(get_session)):
    rows = db.scalars(select(TagCount.name).where(TagCount.uses > 0).order_by(TagCount.uses.desc()))
    return {"tags": list(rows)}
