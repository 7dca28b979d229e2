import re

from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import Article, Tag, User
from app.security import current_user, optional_user

router = APIRouter()


def article_out(a: Article, viewer: User | None) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": bool(viewer and viewer in a.favorited_by), "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": bool(viewer and a.author in viewer.following)},
    }


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, db: Session = Depends(get_db),
                  viewer: User | None = Depends(optional_user)):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.where(Article.author.has(User.username == author))
    if favorited:
        stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    items = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [article_out(a, viewer) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: dict = Body(...), db: Session = Depends(get_db), user: User = Depends(current_user)):
    data = payload.get("article") or {}
    if not data.get("title"):
        raise HTTPException(status_code=422, detail="title can't be blank")
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data.get("description", ""), body=data.get("body", ""), author=user)
    for name in data.get("tagList") or []:
        article.tags.append(db.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name))
    db.add(article)
    db.commit()
    return {"article": article_out(article, user)}


@router.get("/tags")
def list_tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}
