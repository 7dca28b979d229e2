import secrets
from contextlib import asynccontextmanager

import jwt
from argon2 import PasswordHasher
from fastapi import Body, Depends, FastAPI, Header, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import engine, get_db
from app.models import Article, Base, User
from app.settings import settings

ph = PasswordHasher()


@asynccontextmanager
async def lifespan(_: FastAPI):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)


def auth(authorization: str | None = Header(None), db: Session = Depends(get_db)) -> User:
    try:
        uid = jwt.decode((authorization or "").removeprefix("Token "), settings.jwt_secret, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise HTTPException(401, "unauthorized")
    user = db.get(User, uid)
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user


def user_json(u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": jwt.encode({"uid": u.id}, settings.jwt_secret, algorithm="HS256")}}


def article_json(a: Article, me: User | None = None) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(a.tag_list), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": me in a.favorited_by if me else False,
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    taken = db.scalar(select(User).where(func.lower(User.username) == user["username"].lower()))
    if taken or db.scalar(select(User).where(User.email == user["email"])):
        raise HTTPException(422, "username or email taken")
    u = User(username=user["username"], email=user["email"], password_hash=ph.hash(user["password"]))
    db.add(u)
    db.commit()
    return user_json(u)


@app.post("/api/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    u = db.scalar(select(User).where(User.email == user["email"]))
    try:
        ok = u is not None and ph.verify(u.password_hash, user["password"])
    except Exception:
        ok = False
    if not ok:
        raise HTTPException(401, "invalid credentials")
    return user_json(u)


@app.get("/api/articles")
def list_articles(tag: str | None = None, limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tag_list.contains([tag]))
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
    return {"articles": [article_json(a) for a in rows], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create_article(article: dict = Body(..., embed=True), me: User = Depends(auth), db: Session = Depends(get_db)):
    a = Article(slug=f"{'-'.join(article['title'].lower().split())}-{secrets.token_hex(3)}",
                title=article["title"], description=article["description"], body=article["body"],
                tag_list=list(dict.fromkeys(article.get("tagList", []))), author=me)
    db.add(a)
    db.commit()
    db.refresh(a)
    return {"article": article_json(a, me)}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": list(db.scalars(select(func.unnest(Article.tag_list)).distinct()))}
