import re

from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from app.auth import get_current_user, get_optional_user
from app.database import get_db
from app.models import Article, Favorite, User
from app.serializers import article_out

router = APIRouter()


def _get_article(db: Session, slug: str) -> Article:
    article = db.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    return article


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  viewer=Depends(get_optional_user), db: Session = Depends(get_db)):
    query = select(Article)
    if author:
        query = query.join(User).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(query.subquery()))
    articles = db.scalars(query.order_by(Article.created_at.desc()).offset(offset).limit(limit)).all()
    return {"articles": [article_out(db, a, viewer) for a in articles], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(article: dict = Body(..., embed=True), viewer=Depends(get_current_user),
                   db: Session = Depends(get_db)):
    slug = re.sub(r"[^a-z0-9]+", "-", article["title"].lower()).strip("-")
    new_article = Article(slug=slug, title=article["title"], description=article["description"],
                          body=article["body"], author_id=viewer.id)
    db.add(new_article)
    db.commit()
    db.refresh(new_article)
    return {"article": article_out(db, new_article, viewer)}


@router.get("/articles/{slug}")
def get_article(slug: str, viewer=Depends(get_optional_user), db: Session = Depends(get_db)):
    return {"article": article_out(db, _get_article(db, slug), viewer)}


@router.post("/articles/{slug}/favorite")
def favorite_article(slug: str, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    article = _get_article(db, slug)
    already = db.scalar(select(Favorite).where(Favorite.article_id == article.id, Favorite.user_id == viewer.id))
    if already is None:
        db.add(Favorite(user_id=viewer.id, article_id=article.id))
        db.commit()
    return {"article": article_out(db, article, viewer)}


@router.delete("/articles/{slug}/favorite")
def unfavorite_article(slug: str, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    article = _get_article(db, slug)
    db.execute(text("DELETE FROM favorites WHERE user_id = :uid AND article_id = :aid"),
               {"uid": viewer.id, "aid": article.id})
    db.commit()
    return {"article": article_out(db, article, viewer)}
