import hashlib
import re

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from app.database import init_db, session
from app.models import Article, User

app = FastAPI()


@app.on_event("startup")
def startup() -> None:
    init_db()


@app.middleware("http")
async def remove_session(request, call_next):
    try:
        return await call_next(request)
    finally:
        session.remove()


class NewUser(BaseModel):
    username: str
    email: str
    password: str


class NewUserBody(BaseModel):
    user: NewUser


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def _article(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "createdAt": a.created_at.isoformat(),
        "updatedAt": a.updated_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(body: NewUserBody):
    if User.where(email=body.user.email).first() or User.where(username=body.user.username).first():
        raise HTTPException(status_code=422, detail="user already exists")
    digest = hashlib.sha256(body.user.password.encode()).hexdigest()
    user = User.create(username=body.user.username, email=body.user.email, password_hash=digest)
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": ""}}


@app.get("/api/profiles/{username}")
def get_profile(username: str):
    user = User.where(username=username).first()
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.get("/api/articles")
def list_articles(author: str | None = None, limit: int = 20, offset: int = 0):
    filters = {"author___username": author} if author else {}
    query = Article.smart_query(filters=filters, sort_attrs=["-created_at"], schema={"author": "joined"})
    articles = query.limit(limit).offset(offset).all()
    return {"articles": [_article(a) for a in articles], "articlesCount": len(articles)}


@app.get("/api/articles/{slug}")
def get_article(slug: str):
    article = Article.where(slug=slug).first()
    if article is None:
        raise HTTPException(status_code=404, detail="article not found")
    return {"article": _article(article)}
