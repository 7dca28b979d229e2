import re

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.database import get_db
from app.security import optional_user, required_user

router = APIRouter()


def _out(article, viewer):
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": list(article.tag_list or []),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": viewer is not None and any(u.id == viewer.id for u in article.favorited_by),
            "favoritesCount": len(article.favorited_by),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
                  limit: int = 20, offset: int = 0, db: Session = Depends(get_db), viewer=Depends(optional_user)):
    rows, total = crud.list_articles(db, tag=tag, author=author, favorited=favorited, limit=limit, offset=offset)
    return {"articles": [_out(a, viewer) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(payload: dict, db: Session = Depends(get_db), user=Depends(required_user)):
    data = payload.get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    if crud.get_article(db, slug):
        raise HTTPException(status_code=422, detail={"title": ["must be unique"]})
    article = crud.create_article(db, user, slug=slug, title=data["title"], description=data["description"],
                                  body=data["body"], tag_list=sorted(set(data.get("tagList", []))))
    return {"article": _out(article, user)}


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, db: Session = Depends(get_db), user=Depends(required_user)):
    article = crud.get_article(db, slug)
    if article is None:
        raise HTTPException(status_code=404, detail={"article": ["not found"]})
    if all(u.id != user.id for u in article.favorited_by):
        article.favorited_by.append(user)
        db.commit()
    return {"article": _out(article, user)}
