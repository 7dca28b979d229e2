from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from db.engine import SessionLocal, engine
from db.models import Base, Comment, User

app = FastAPI()


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


def session():
    with SessionLocal() as s:
        yield s


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def profile(username: str, db: Session = Depends(session)):
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@app.get("/api/articles/{slug}/comments")
def comments(slug: str, db: Session = Depends(session)):
    rows = db.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)).all()
    return {"comments": [{"id": c.id, "body": c.body} for c in rows]}
