from fastapi import APIRouter, Body, Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

from . import crud, models
from .auth import check_password, get_current_user, hash_password, make_token
from .database import Base, engine, get_db

Base.metadata.create_all(bind=engine)

app = FastAPI()
api = APIRouter(prefix="/api")


def user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": make_token(user)}}


def article_json(a: models.Article, viewer=None):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z",
            "favorited": viewer is not None and viewer in a.favorited_by,
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@api.get("/health-check")
def health():
    return {"ok": True}


@api.post("/users", status_code=201)
def register(body: dict = Body(...), db: Session = Depends(get_db)):
    u = body["user"]
    if crud.get_user_by_email(db, u["email"]) or crud.get_user_by_username(db, u["username"]):
        raise HTTPException(422, "taken")
    return user_json(crud.create_user(db, u["username"], u["email"], hash_password(u["password"])))


@api.post("/users/login")
def login(body: dict = Body(...), db: Session = Depends(get_db)):
    u = body["user"]
    user = crud.get_user_by_email(db, u["email"])
    if user is None or not check_password(u["password"], user.hashed_password):
        raise HTTPException(401, "invalid credentials")
    return user_json(user)


@api.get("/articles")
def articles(tag: str = None, author: str = None, limit: int = 20, offset: int = 0,
             db: Session = Depends(get_db)):
    rows, total = crud.list_articles(db, tag, author, limit, offset)
    return {"articles": [article_json(a) for a in rows], "articlesCount": total}


@api.get("/articles/feed")
def feed(limit: int = 20, offset: int = 0, user=Depends(get_current_user), db: Session = Depends(get_db)):
    rows, total = crud.feed(db, user.id, limit, offset)
    return {"articles": [article_json(a, user) for a in rows], "articlesCount": total}


@api.get("/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": crud.all_tags(db)}


app.include_router(api)
