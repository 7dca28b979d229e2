import secrets
from contextlib import asynccontextmanager
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Body, Depends, FastAPI, Header, HTTPException
from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import JWT_SECRET
from app.database import engine, session
from app.models import Article, Base, User, article_tags, favorites


@asynccontextmanager
async def lifespan(_: FastAPI):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = FastAPI(lifespan=lifespan)


async def auth(authorization: str | None = Header(None), db: AsyncSession = Depends(session)) -> User:
    if not authorization:
        raise HTTPException(401)
    try:
        uid = jwt.decode(authorization.split(" ")[-1], JWT_SECRET, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise HTTPException(401)
    user = await db.get(User, uid)
    if user is None:
        raise HTTPException(401)
    return user


def user_out(u: User) -> dict:
    exp = datetime.now(timezone.utc) + timedelta(days=30)
    return {"user": {"username": u.username, "email": u.email, "bio": u.bio, "image": u.image,
                     "token": jwt.encode({"uid": u.id, "exp": exp}, JWT_SECRET, algorithm="HS256")}}


async def article_out(db: AsyncSession, a: Article, me: User | None = None) -> dict:
    tags = (await db.scalars(select(article_tags.c.tag).where(article_tags.c.article_id == a.id))).all()
    count = await db.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == a.id))
    mine = me is not None and bool(await db.scalar(select(func.count()).select_from(favorites).where(
        favorites.c.article_id == a.id, favorites.c.user_id == me.id)))
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(tags), "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": mine, "favoritesCount": count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
async def register(user: dict = Body(..., embed=True), db: AsyncSession = Depends(session)):
    u = User(username=user["username"], email=user["email"],
             password_hash=bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode())
    db.add(u)
    await db.commit()
    return user_out(u)


@app.post("/api/users/login")
async def login(user: dict = Body(..., embed=True), db: AsyncSession = Depends(session)):
    u = await db.scalar(select(User).where(User.email == user["email"]))
    if u is None or not bcrypt.checkpw(user["password"].encode(), u.password_hash.encode()):
        raise HTTPException(401)
    return user_out(u)


@app.post("/api/articles", status_code=201)
async def create_article(article: dict = Body(..., embed=True), me: User = Depends(auth),
                         db: AsyncSession = Depends(session)):
    a = Article(slug=f"{article['title'].lower().replace(' ', '-')}-{secrets.token_hex(3)}",
                title=article["title"], description=article["description"], body=article["body"], author_id=me.id)
    db.add(a)
    await db.flush()
    for tag in set(article.get("tagList", [])):
        await db.execute(insert(article_tags).values(article_id=a.id, tag=tag))
    await db.commit()
    a = await db.scalar(select(Article).where(Article.id == a.id))
    return {"article": await article_out(db, a, me)}


@app.post("/api/articles/{slug}/favorite")
async def favorite(slug: str, me: User = Depends(auth), db: AsyncSession = Depends(session)):
    a = await db.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        raise HTTPException(404)
    await db.execute(delete(favorites).where(favorites.c.user_id == me.id, favorites.c.article_id == a.id))
    await db.execute(insert(favorites).values(user_id=me.id, article_id=a.id))
    await db.commit()
    return {"article": await article_out(db, a, me)}


@app.get("/api/tags")
async def tags(db: AsyncSession = Depends(session)):
    return {"tags": (await db.scalars(select(article_tags.c.tag).distinct())).all()}
