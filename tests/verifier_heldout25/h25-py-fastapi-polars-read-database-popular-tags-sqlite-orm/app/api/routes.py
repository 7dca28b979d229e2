import bcrypt
from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy.orm import Session

from ..core.db import get_db
from ..crud import articles as articles_crud
from ..crud import tags as tags_crud
from ..crud import users as users_crud
from .deps import create_token, current_user

router = APIRouter(prefix="/api")


def user_out(u) -> dict:
    return {"user": {"email": u.email, "token": create_token(u.id), "username": u.username, "bio": u.bio, "image": u.image}}


def article_out(a) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("/health-check")
def health_check():
    return {"status": "ok"}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    if not all(user.get(k) for k in ("username", "email", "password")):
        raise HTTPException(422, "username, email and password are required")
    if users_crud.exists(db, user["username"], user["email"]):
        raise HTTPException(409, "username or email already taken")
    hashed = bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode()
    return user_out(users_crud.create(db, username=user["username"], email=user["email"], hashed_password=hashed))


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    found = users_crud.get_by_email(db, user.get("email", ""))
    if found is None or not bcrypt.checkpw(user.get("password", "").encode(), found.hashed_password.encode()):
        raise HTTPException(401, "invalid credentials")
    return user_out(found)


@router.get("/user")
def me(user=Depends(current_user)):
    return user_out(user)


@router.get("/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  db: Session = Depends(get_db)):
    rows, total = articles_crud.list_articles(db, tag, author, limit, offset)
    return {"articles": [article_out(a) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(article: dict = Body(..., embed=True), user=Depends(current_user), db: Session = Depends(get_db)):
    if not all(article.get(k) for k in ("title", "description", "body")):
        raise HTTPException(422, "title, description and body are required")
    created = articles_crud.create(db, user, article["title"], article["description"], article["body"],
                                   article.get("tagList") or [])
    return {"article": article_out(created)}


@router.get("/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": tags_crud.popular_tags(db)}
