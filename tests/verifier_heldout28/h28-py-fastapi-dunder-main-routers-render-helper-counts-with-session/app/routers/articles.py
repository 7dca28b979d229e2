from fastapi import APIRouter, Body, Depends, Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Article, Favorite, Follow, Tag, User
from app.routers.deps import article_service, current_user, maybe_user
from app.services.articles import ArticleService

router = APIRouter(tags=["articles"])


def _render(db: Session, a: Article, viewer) -> dict:
    fav_count = db.scalar(select(func.count()).where(Favorite.article_id == a.id))
    favorited = viewer is not None and db.get(Favorite, (viewer.id, a.id)) is not None
    following = viewer is not None and db.get(Follow, (viewer.id, a.author_id)) is not None
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": favorited, "favoritesCount": fav_count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": following}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, db: Session = Depends(get_db), viewer=Depends(maybe_user)):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
    if favorited:
        liker = select(User.id).where(User.username == favorited).scalar_subquery()
        stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == liker)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [_render(db, a, viewer) for a in rows], "articlesCount": total}


@router.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, db: Session = Depends(get_db), viewer=Depends(current_user)):
    followed = select(Follow.followed_id).where(Follow.follower_id == viewer.id)
    stmt = select(Article).where(Article.author_id.in_(followed))
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return {"articles": [_render(db, a, viewer) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create(body: dict = Body(...), viewer=Depends(current_user), db: Session = Depends(get_db),
           service: ArticleService = Depends(article_service)):
    return {"article": _render(db, service.create(viewer, body.get("article") or {}), viewer)}


@router.get("/articles/{slug}")
def show(slug: str, db: Session = Depends(get_db), viewer=Depends(maybe_user),
         service: ArticleService = Depends(article_service)):
    return {"article": _render(db, service.get(slug), viewer)}


@router.delete("/articles/{slug}", status_code=204)
def destroy(slug: str, viewer=Depends(current_user), service: ArticleService = Depends(article_service)):
    service.delete(viewer, slug)
    return Response(status_code=204)


@router.get("/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(Tag.name).order_by(Tag.name)))}
