from datetime import datetime, timedelta

import jwt
from fastapi import Depends, FastAPI, Header, HTTPException
from sqlalchemy.orm import Session

import crud
import models
import schemas
from database import Base, engine, get_db

SECRET_KEY = "realworld-conduit-secret"

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")


def create_token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": datetime.utcnow() + timedelta(days=30)},
                      SECRET_KEY, algorithm="HS256")


def get_current_user_optional(authorization: str = Header(None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        payload = jwt.decode(authorization[6:], SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="Invalid token")
    return crud.get_user(db, int(payload["sub"]))


def get_current_user(user=Depends(get_current_user_optional)):
    if user is None:
        raise HTTPException(status_code=401, detail="Not authenticated")
    return user


def user_response(user):
    return {"user": {"email": user.email, "token": create_token(user.id), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def profile_response(user, viewer):
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": bool(viewer and user in viewer.following)}


def article_response(a, viewer):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags),
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "favorited": bool(viewer and viewer in a.favorited_by), "favoritesCount": len(a.favorited_by),
            "author": profile_response(a.author, viewer)}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(req: schemas.RegisterRequest, db: Session = Depends(get_db)):
    if crud.get_user_by_email(db, req.user.email) or crud.get_user_by_username(db, req.user.username):
        raise HTTPException(status_code=422, detail="User already exists")
    return user_response(crud.create_user(db, req.user.username, req.user.email, req.user.password))


@app.post("/api/users/login")
def login(req: schemas.LoginRequest, db: Session = Depends(get_db)):
    user = crud.get_user_by_email(db, req.user.email)
    if not user or not crud.verify_password(req.user.password, user.hashed_password):
        raise HTTPException(status_code=401, detail="Invalid credentials")
    return user_response(user)


@app.get("/api/user")
def current_user(user=Depends(get_current_user)):
    return user_response(user)


@app.put("/api/user")
def update_user(req: schemas.UpdateUserRequest, user=Depends(get_current_user), db: Session = Depends(get_db)):
    return user_response(crud.update_user(db, user, req.user.model_dump(exclude_unset=True)))


@app.get("/api/profiles/{username}")
def get_profile(username: str, viewer=Depends(get_current_user_optional), db: Session = Depends(get_db)):
    user = crud.get_user_by_username(db, username)
    if not user:
        raise HTTPException(status_code=404, detail="Profile not found")
    return {"profile": profile_response(user, viewer)}


@app.post("/api/profiles/{username}/follow")
def follow(username: str, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    user = crud.get_user_by_username(db, username)
    if not user:
        raise HTTPException(status_code=404, detail="Profile not found")
    crud.follow(db, viewer, user, True)
    return {"profile": profile_response(user, viewer)}


@app.get("/api/articles")
def list_articles(tag: str = None, author: str = None, favorited: str = None, limit: int = 20, offset: int = 0,
                  viewer=Depends(get_current_user_optional), db: Session = Depends(get_db)):
    articles, total = crud.list_articles(db, tag, author, favorited, limit, offset)
    return {"articles": [article_response(a, viewer) for a in articles], "articlesCount": total}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    articles, total = crud.feed(db, viewer, limit, offset)
    return {"articles": [article_response(a, viewer) for a in articles], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create_article(req: schemas.ArticleRequest, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    a = req.article
    article = crud.create_article(db, viewer, a.title, a.description, a.body, a.tagList)
    return {"article": article_response(article, viewer)}


@app.get("/api/articles/{slug}")
def get_article(slug: str, viewer=Depends(get_current_user_optional), db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": article_response(article, viewer)}


@app.delete("/api/articles/{slug}")
def delete_article(slug: str, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    if article.author_id != viewer.id:
        raise HTTPException(status_code=403, detail="Forbidden")
    crud.delete_article(db, article)
    return {}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, viewer=Depends(get_current_user), db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    return {"article": article_response(crud.favorite(db, viewer, article, True), viewer)}


@app.post("/api/articles/{slug}/comments")
def add_comment(slug: str, req: schemas.CommentRequest, viewer=Depends(get_current_user),
                db: Session = Depends(get_db)):
    article = crud.get_article(db, slug)
    if not article:
        raise HTTPException(status_code=404, detail="Article not found")
    c = crud.add_comment(db, article, viewer, req.comment.body)
    return {"comment": {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
                        "updatedAt": c.updated_at.isoformat() + "Z", "author": profile_response(viewer, viewer)}}


@app.get("/api/tags")
def get_tags(db: Session = Depends(get_db)):
    return {"tags": crud.get_tags(db)}
