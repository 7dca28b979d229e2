from fastapi import APIRouter

from web import articles, health, users

router = APIRouter()
router.include_router(health.router)
router.include_router(users.router)
router.include_router(articles.router)
