from fastapi import Depends, FastAPI, Header, HTTPException

from api import repository
from api.db import engine
from api.models import Base

Base.metadata.create_all(engine)
app = FastAPI()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    return {"tags": repository.tag_names()}


@app.get("/api/articles/feed")
def feed(limit: int = 20, offset: int = 0, authorization: str | None = Header(None)):
    if not authorization:
        raise HTTPException(401, "unauthorized")
    from api.auth import user_id_from_header
    rows, total = repository.feed(user_id_from_header(authorization), limit, offset)
    return {"articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "tagList": [], "createdAt": r["created_at"].isoformat(), "updatedAt": r["updated_at"].isoformat(),
         "favorited": False, "favoritesCount": r["favorites_count"],
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": True}}
        for r in rows], "articlesCount": total}
