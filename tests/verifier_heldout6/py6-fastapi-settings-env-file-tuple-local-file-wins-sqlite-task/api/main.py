from datetime import datetime, timedelta

from fastapi import Depends, FastAPI, HTTPException
from jose import jwt
from passlib.context import CryptContext
from sqlalchemy.orm import Session

from api import crud
from api.config import get_settings
from api.database import Base, engine, get_db

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")
Base.metadata.create_all(bind=engine)

app = FastAPI(root_path_in_servers=False)


def token_for(user_id: int) -> str:
    s = get_settings()
    exp = datetime.utcnow() + timedelta(minutes=s.access_token_expire_minutes)
    return jwt.encode({"sub": str(user_id), "exp": exp}, s.secret_key, algorithm="HS256")


@app.get("/api/health-check")
def health_check():
    return {"ok": True}


@app.post("/api/users", status_code=201)
def register(payload: dict, db: Session = Depends(get_db)):
    u = payload["user"]
    if crud.get_user_by_email(db, u["email"]):
        raise HTTPException(422, {"errors": {"email": ["has already been taken"]}})
    user = crud.create_user(db, u["username"], u["email"], pwd.hash(u["password"]))
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token_for(user.id)}}


@app.post("/api/users/login")
def login(payload: dict, db: Session = Depends(get_db)):
    u = payload["user"]
    user = crud.get_user_by_email(db, u["email"])
    if not user or not pwd.verify(u["password"], user.hashed_password):
        raise HTTPException(401, {"errors": {"credentials": ["invalid"]}})
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token_for(user.id)}}


@app.get("/api/articles")
def articles(limit: int = 20, offset: int = 0, db: Session = Depends(get_db)):
    rows = crud.list_articles(db, limit, offset)
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}


@app.get("/api/tags")
def tags(db: Session = Depends(get_db)):
    return {"tags": crud.all_tags(db)}
