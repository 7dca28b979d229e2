from sqlalchemy.orm import Session

from app.repositories import users


def update_bio(session: Session, username: str, bio: str) -> dict | None:
    user = users.by_username(session, username)
    if user is None:
        return None
    user.bio = bio
    users.save(session, user)
    return {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image}
