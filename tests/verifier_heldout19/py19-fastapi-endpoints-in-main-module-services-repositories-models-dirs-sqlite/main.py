import uvicorn
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel
from db.session import init_db
from services.profile_service import ProfileService, ProfileNotFound
from services.comment_service import CommentService

app = FastAPI(title="Conduit API")
profiles = ProfileService()
comments = CommentService()


class CommentIn(BaseModel):
    body: str


@app.on_event("startup")
def startup():
    init_db()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/profiles/{username}")
def get_profile(username: str):
    try:
        return {"profile": profiles.get_profile(username)}
    except ProfileNotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@app.get("/api/articles/{slug}/comments")
def list_comments(slug: str):
    return {"comments": comments.for_article(slug)}


if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8080)
