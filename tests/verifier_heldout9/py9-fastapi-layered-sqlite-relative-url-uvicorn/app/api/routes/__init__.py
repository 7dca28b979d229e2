from fastapi import APIRouter

from app.api.routes import articles, users

router = APIRouter(prefix="/api")
router.include_router(users.router)
router.include_router(articles.router)


@router.get("/health-check")
def health_check():
    return {"status": "ok"}
