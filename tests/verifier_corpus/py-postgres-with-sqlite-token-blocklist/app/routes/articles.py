from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.deps import current_user
from app.services.article_service import ArticleService

router = APIRouter()


def article_json(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
    }


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    articles, total = ArticleService(db).list(limit, offset)
    return {"articles": [article_json(a) for a in articles], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(body: dict, user=Depends(current_user), db: Session = Depends(get_db)):
    data = body.get("article") or {}
    article = ArticleService(db).create(user, data.get("title", ""), data.get("description", ""), data.get("body", ""))
    return {"article": article_json(article)}


@router.get("/articles/{slug}")
def get_article(slug: str, db: Session = Depends(get_db)):
    article = ArticleService(db).get(slug)
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": article_json(article)}


@router.delete("/articles/{slug}", status_code=204)
def delete_article(slug: str, user=Depends(current_user), db: Session = Depends(get_db)):
    if not ArticleService(db).delete(user, slug):
        raise HTTPException(status_code=404, detail="article not found")
