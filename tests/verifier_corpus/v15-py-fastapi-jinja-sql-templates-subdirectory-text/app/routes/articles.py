from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.db import get_session
from app.repositories import articles as repository

router = APIRouter(prefix="/api")


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  session: Session = Depends(get_session)):
    rows, count = repository.list_articles(session, tag=tag, author=author, limit=limit, offset=offset)
    articles = [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "createdAt": str(r["created_at"]), "tagList": [], "favorited": False, "favoritesCount": 0,
         "author": {"username": r["author_username"], "bio": r["author_bio"], "image": r["author_image"],
                    "following": False}}
        for r in rows
    ]
    return {"articles": articles, "articlesCount": count}
