from fastapi import APIRouter

from conduit.routes import articles, profiles, users

api = APIRouter(prefix="/api")
api.include_router(users.router)
api.include_router(profiles.router)
api.include_router(articles.router)


@api.get("/health-check")
async def health_check() -> dict:
    return {"status": "ok"}
