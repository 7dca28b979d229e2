import re

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.crud import articles as crud
from app.database import get_db
from app.security import get_current_user, get_current_user_optional

router = APIRouter()


def _article(db, a, viewer):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t for t in (a.tag_list or "").split(",") if t],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer is not None and crud.is_favorited(db, viewer.id, a.id),
            "favoritesCount": crud.favorites_count(db, a.id),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@router.get("/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0,
                  db: Session = Depends(get_db), viewer=Depends(get_current_user_optional)):
    items, total = crud.list_articles(db, author, limit, offset)
    return {"articles": [_article(db, a, viewer) for a in items], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(body: dict, db: Session = Depends(get_db), user=Depends(get_current_user)):
    data = body["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    article = crud.create_article(db, slug=slug, title=data["title"], description=data["description"],
                                  body=data["body"], tag_list=",".join(sorted(set(data.get("tagList", [])))),
                                  author_id=user.id)
    return {"article": _article(db, article, user)}


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, db: Session = Depends(get_db), user=Depends(get_current_user)):
    article = crud.get_by_slug(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    crud.favorite(db, user.id, article.id)
    return {"article": _article(db, article, user)}


@router.delete("/articles/{slug}/favorite")
def unfavorite(slug: str, db: Session = Depends(get_db), user=Depends(get_current_user)):
    article = crud.get_by_slug(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail="Article not found")
    crud.unfavorite(db, user.id, article.id)
    return {"article": _article(db, article, user)}
