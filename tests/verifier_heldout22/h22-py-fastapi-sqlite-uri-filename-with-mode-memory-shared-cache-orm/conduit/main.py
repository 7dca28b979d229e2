from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.database import Base, engine, get_db
from conduit.models import Comment

app = FastAPI()


@app.on_event("startup")
def init_db():
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/articles/{slug}/comments")
def list_comments(slug: str, db: Session = Depends(get_db)):
    rows = db.scalars(select(Comment).where(Comment.article_slug == slug)
                      .order_by(Comment.created_at.desc())).all()
    return {"comments": [
        {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
         "updatedAt": c.created_at.isoformat(),
         "author": {"username": c.author.username, "bio": c.author.bio,
                    "image": c.author.image, "following": False}}
        for c in rows]}
