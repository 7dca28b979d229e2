import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Body, Depends, FastAPI, Header, HTTPException
from sqlalchemy.orm import Session

from . import queries
from .config import SECRET_KEY
from .db import engine, get_db
from .models import Article, Base, User

app = FastAPI(title="conduit")


@app.on_event("startup")
def create_schema():
    Base.metadata.create_all(engine)


def viewer(authorization: str | None = Header(None), db: Session = Depends(get_db)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        uid = int(jwt.decode(authorization[6:], SECRET_KEY, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise HTTPException(401, "invalid token")
    return queries.user_by_id(db, uid)


def required(user: User | None = Depends(viewer)) -> User:
    if user is None:
        raise HTTPException(401, "authentication required")
    return user


def token(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=30)},
                      SECRET_KEY, algorithm="HS256")


def user_json(u: User) -> dict:
    return {"user": {"email": u.email, "token": token(u), "username": u.username, "bio": u.bio, "image": u.image}}


def article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": bool(a.favorited),
            "favoritesCount": a.favorites_count or 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": bool(a.author.following)}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(user: dict = Body(embed=True), db: Session = Depends(get_db)):
    u = User(username=user["username"], email=user["email"],
             password_hash=bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode())
    db.add(u)
    db.commit()
    return user_json(u)


@app.post("/api/users/login")
def login(user: dict = Body(embed=True), db: Session = Depends(get_db)):
    u = queries.user_by_email(db, user.get("email", ""))
    if u is None or not bcrypt.checkpw(user.get("password", "").encode(), u.password_hash.encode()):
        raise HTTPException(401, "invalid credentials")
    return user_json(u)


@app.get("/api/articles")
def articles(tag: str | None = None, author: str | None = None, favorited: str | None = None,
             limit: int = 20, offset: int = 0, me: User | None = Depends(viewer), db: Session = Depends(get_db)):
    rows, total = queries.list_articles(db, me.id if me else None, tag, author, favorited,
                                        limit=limit, offset=offset)
    return {"articles": [article_json(a) for a in rows], "articlesCount": total}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, me: User = Depends(required), db: Session = Depends(get_db)):
    rows, total = queries.list_articles(db, me.id, feed=True, limit=limit, offset=offset)
    return {"articles": [article_json(a) for a in rows], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create(article: dict = Body(embed=True), me: User = Depends(required), db: Session = Depends(get_db)):
    slug = re.sub(r"[^a-z0-9]+", "-", article["title"].lower()).strip("-")
    a = Article(slug=slug, title=article["title"], description=article["description"], body=article["body"],
                author_id=me.id, tags=[queries.tag(db, n) for n in article.get("tagList") or []])
    db.add(a)
    db.commit()
    return {"article": article_json(queries.article_by_slug(db, slug, me.id))}


@app.get("/api/articles/{slug}")
def get_article(slug: str, me: User | None = Depends(viewer), db: Session = Depends(get_db)):
    a = queries.article_by_slug(db, slug, me.id if me else None)
    if a is None:
        raise HTTPException(404, "article not found")
    return {"article": article_json(a)}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, me: User = Depends(required), db: Session = Depends(get_db)):
    a = queries.article_by_slug(db, slug, me.id)
    if a is None:
        raise HTTPException(404, "article not found")
    queries.set_favorite(db, me.id, a.id, True)
    db.expire_all()
    return {"article": article_json(queries.article_by_slug(db, slug, me.id))}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": queries.all_tags(db)}
