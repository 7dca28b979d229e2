from fastapi import APIRouter, HTTPException

from app import repository

router = APIRouter()


@router.post("/users", status_code=201)
def register(payload: dict) -> dict:
    data = payload["user"]
    if repository.user_by_email(data["email"]):
        raise HTTPException(422, detail={"errors": {"email": ["has already been taken"]}})
    user = repository.add_user(data["username"], data["email"], data["password"])
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": None}}


@router.get("/articles")
def articles() -> dict:
    rows = repository.all_articles()
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)}
