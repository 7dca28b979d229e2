import secrets

from fastapi import Body, Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

from conduit_api import crud
from conduit_api.auth import check_password, current_user, hash_password, issue_token
from conduit_api.db import engine, get_db
from conduit_api.models import Base

Base.metadata.create_all(bind=engine)
app = FastAPI(title="Conduit API")


def user_json(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": issue_token(user.id)}}


def article_json(a, viewer=None) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t for t in (a.tag_list or "").split("|") if t],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": viewer in a.favorited_by if viewer else False,
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    if crud.user_by_email(db, user["email"]):
        raise HTTPException(422, "email already registered")
    return user_json(crud.create_user(db, user["username"], user["email"], hash_password(user["password"])))


@app.post("/api/users/login")
def login(user: dict = Body(..., embed=True), db: Session = Depends(get_db)):
    found = crud.user_by_email(db, user["email"])
    if not found or not check_password(found.password_hash, user["password"]):
        raise HTTPException(401, "invalid credentials")
    return user_json(found)


@app.get("/api/articles")
def articles(tag: str | None = None, limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    items, total = crud.list_articles(db, tag, limit, offset)
    return {"articles": [article_json(a) for a in items], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create(article: dict = Body(..., embed=True), me=Depends(current_user), db: Session = Depends(get_db)):
    slug = "-".join(article["title"].lower().split()) + "-" + secrets.token_hex(3)
    return {"article": article_json(crud.create_article(db, me, slug, article), me)}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, me=Depends(current_user), db: Session = Depends(get_db)):
    article = crud.article_by_slug(db, slug)
    if article is None:
        raise HTTPException(404, "article not found")
    return {"article": article_json(crud.set_favorite(db, article, me, True), me)}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": crud.all_tags(db)}
