import re
import secrets
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import APIRouter, Body, Depends, Header, HTTPException
from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from app.core.config import get_settings
from app.db.models import Article, User
from app.db.session import get_db

router = APIRouter()
settings = get_settings()


def make_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(minutes=settings.access_token_expire_minutes)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.secret_key, algorithm="HS256")


def optional_user(authorization: str | None = Header(None), db: Session = Depends(get_db)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        uid = int(jwt.decode(authorization[6:], settings.secret_key, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return db.get(User, uid)


def required_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user


def user_out(u: User) -> dict:
    return {"user": {"email": u.email, "token": make_token(u), "username": u.username, "bio": u.bio, "image": u.image}}


def article_out(a: Article, viewer: User | None) -> dict:
    fans = {u.id for u in a.favorited_by}
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": viewer is not None and viewer.id in fans, "favoritesCount": len(fans),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@router.get("/health-check")
def health_check():
    return {"status": "ok"}


@router.post("/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    if not all(user.get(k) for k in ("username", "email", "password")):
        raise HTTPException(422, "username, email and password are required")
    if db.scalar(select(User.id).where(or_(User.email == user["email"], User.username == user["username"]))):
        raise HTTPException(409, "username or email already taken")
    new = User(username=user["username"], email=user["email"],
               hashed_password=bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode())
    db.add(new)
    db.commit()
    return user_out(new)


@router.post("/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    found = db.scalar(select(User).where(User.email == user.get("email", "")))
    if found is None or not bcrypt.checkpw(user.get("password", "").encode(), found.hashed_password.encode()):
        raise HTTPException(401, "invalid credentials")
    return user_out(found)


@router.get("/user")
def me(user: User = Depends(required_user)):
    return user_out(user)


@router.get("/articles")
def list_articles(limit: int = 20, offset: int = 0, viewer=Depends(optional_user), db: Session = Depends(get_db)):
    stmt = select(Article).order_by(Article.created_at.desc())
    total = db.scalar(select(func.count(Article.id)))
    rows = db.scalars(stmt.limit(limit).offset(offset)).all()
    return {"articles": [article_out(a, viewer) for a in rows], "articlesCount": total}


@router.post("/articles", status_code=201)
def create_article(article: dict = Body(..., embed=True), user: User = Depends(required_user),
                   db: Session = Depends(get_db)):
    if not all(article.get(k) for k in ("title", "description", "body")):
        raise HTTPException(422, "title, description and body are required")
    slug = re.sub(r"[^a-z0-9]+", "-", article["title"].lower()).strip("-") + "-" + secrets.token_hex(3)
    new = Article(slug=slug, title=article["title"], description=article["description"], body=article["body"],
                  author=user)
    db.add(new)
    db.commit()
    return {"article": article_out(new, user)}


@router.post("/articles/{slug}/favorite")
def favorite(slug: str, user: User = Depends(required_user), db: Session = Depends(get_db)):
    a = db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404, "article not found")
    if user not in a.favorited_by:
        a.favorited_by.append(user)
        db.commit()
    return {"article": article_out(a, user)}
