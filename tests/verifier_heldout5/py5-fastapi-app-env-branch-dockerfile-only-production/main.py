from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from database import Base, engine, get_db
from models import Favorite, User

Base.metadata.create_all(bind=engine)
app = FastAPI(title="Conduit")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db)) -> dict:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail="profile not found")
    favorites = db.scalar(select(func.count()).select_from(Favorite).where(Favorite.user_id == user.id))
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False,
                        "favoritesCount": favorites}}
