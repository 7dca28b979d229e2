from fastapi import APIRouter

from app.routes.articles import router as articles_router

api = APIRouter(prefix="/api")
api.include_router(articles_router)


@api.get("/health-check")
def health():
    return {"status": "ok"}
